// "You are offline, showing what you saw at 14:02": shown when the service worker answered from its cache.
import { Box } from '@chakra-ui/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

interface CacheNotice {
  savedAt: number;
  offline: boolean;
}

function onConnectionChange(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function OfflineBanner() {
  const { t, i18n } = useTranslation();
  // The server's first paint is online, and so is the render hydrating it; the browser's state from the next.
  const online = useSyncExternalStore(
    onConnectionChange,
    () => navigator.onLine !== false,
    () => true,
  );
  const [notice, setNotice] = useState<CacheNotice | null>(null);

  useEffect(() => {
    const onOnline = () => setNotice(null);
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; savedAt?: number; offline?: boolean } | null;
      if (data?.type !== 'served-from-cache' || !data.savedAt) return;
      const savedAt = data.savedAt;
      // The oldest answer on screen is the one to admit.
      setNotice((previous) => ({ savedAt: previous ? Math.min(previous.savedAt, savedAt) : savedAt, offline: Boolean(data.offline) }));
    };
    window.addEventListener('online', onOnline);
    navigator.serviceWorker?.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('online', onOnline);
      navigator.serviceWorker?.removeEventListener('message', onMessage);
    };
  }, []);

  if (online && !notice) return null;
  const language = i18n.resolvedLanguage ?? 'en';
  const time = notice
    ? new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : `${language}-u-nu-latn`, { hour: '2-digit', minute: '2-digit' }).format(notice.savedAt)
    : '';
  const text = !notice ? t('offline.offline') : !online || notice.offline ? t('offline.showingSaved', { time }) : t('offline.slowSaved', { time });
  return (
    <Box role="status" bg="ochre.100" color="ochre.900" px="4" py="2" textAlign="center" fontSize="sm" data-testid="offline-banner">
      {text}
    </Box>
  );
}
