// Mounted once in the layout: the switch overlay while a country loads, the first-visit guide, and
// the last stable country kept up to date when the country changes by a link or the address bar.
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useHydrated } from '../../app/browser-setting';
import { useCountryParam } from '../../app/country';
import { isBackOfficePath } from './back-office';
import { CountryGuide } from './CountryGuide';
import { loadOverlay } from './overlay-loader';
import { rememberStableCountry, useSwitchState } from './switch-store';

const CountryOverlay = lazy(async () => ({ default: (await loadOverlay()).CountryOverlay }));

export function CountrySwitchHost() {
  const { pathname } = useLocation();
  const { country, known } = useCountryParam();
  const switchState = useSwitchState();
  const backOffice = isBackOfficePath(pathname);

  // Only a country the list confirmed: a stray `?country=` must not become the fallback of later visits. Nor the
  // server's answer a painted page hydrates with (it knows no remembered country): the browser's, from the next render.
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated && switchState.status === 'idle' && known) rememberStableCountry(country);
  }, [country, known, hydrated, switchState.status]);

  if (backOffice) return null;
  // Its own boundary: loading the `country` texts (or the overlay) must not blank the page around it.
  return (
    <Suspense fallback={null}>
      {/* One overlay a switch: a newer switch's map is put on screen (and timed) afresh. */}
      {switchState.status === 'loading' && <CountryOverlay key={switchState.id} code={switchState.code} label={switchState.label} />}
      <CountryGuide />
    </Suspense>
  );
}
