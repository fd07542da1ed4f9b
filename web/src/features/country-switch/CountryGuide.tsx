// First-visit guide (spec §2): after 1 s, once, says the destination changes from the header selector. The panel
// (GuidePanel.tsx) loads when it is due: a returning visitor, who has seen it, never downloads it.
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { COUNTRY_GUIDE_DELAY_MS, COUNTRY_GUIDE_STORAGE_KEY } from '../../app/constants';

// Offline, the guide is left out rather than the page broken.
const GuidePanel = lazy<ComponentType<{ onClose: () => void }>>(() => import('./GuidePanel').catch(() => ({ default: () => null })));

function alreadyShown(): boolean {
  try {
    return localStorage.getItem(COUNTRY_GUIDE_STORAGE_KEY) === '1';
  } catch {
    return true;
  }
}

export function CountryGuide() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (alreadyShown()) return;
    const timer = window.setTimeout(() => {
      setOpen(true);
      try {
        localStorage.setItem(COUNTRY_GUIDE_STORAGE_KEY, '1');
      } catch {
        // Private mode: it may show again next visit.
      }
    }, COUNTRY_GUIDE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <GuidePanel onClose={() => setOpen(false)} />
    </Suspense>
  );
}
