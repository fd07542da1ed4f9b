// "You are offline, showing what you saw at 14:02": shown when the service worker answered from its cache.
import { Box } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface CacheNotice {
  savedAt: number;
  offline: boolean;
}

export function OfflineBanner() {
  const { t, i18n } = useTranslation();
  // Node's navigator (the server's first paint) has no onLine: the page is painted online.
  const [online, setOnline] = useState(() => navigator.onLine !== false);
  const [notice, setNotice] = useState<CacheNotice | null>(null);

  useEffect(() => {
    const onOnline = () => {
      setOnline(true);
      setNotice(null);
    };
    const onOffline = () => setOnline(false);
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; savedAt?: number; offline?: boolean } | null;
      if (data?.type !== 'served-from-cache' || !data.savedAt) return;
      const savedAt = data.savedAt;
      // The oldest answer on screen is the one to admit.
      setNotice((previous) => ({ savedAt: previous ? Math.min(previous.savedAt, savedAt) : savedAt, offline: Boolean(data.offline) }));
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    navigator.serviceWorker?.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
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
