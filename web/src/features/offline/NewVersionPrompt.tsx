// "A new version is available. Reload": shown once a new deploy's service worker is installed and waiting. A polite
// status, announced without taking the focus from what the visitor is doing; the page reloads only when asked.
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { newVersion, reloadIntoNewVersion } from './service-worker';

export function NewVersionPrompt() {
  const { t } = useTranslation();
  // The server's first paint never has one.
  const waiting = useSyncExternalStore(newVersion.subscribe, newVersion.isWaiting, () => false);
  return (
    <Box role="status" data-testid="new-version">
      {waiting ? (
        <Flex bg="ochre.100" color="ochre.900" px="4" py="2" gap="3" align="center" justify="center" wrap="wrap" fontSize="sm">
          <Text>{t('offline.newVersion')}</Text>
          <Button size="xs" colorPalette="terracotta" onClick={() => reloadIntoNewVersion()}>
            {t('offline.reload')}
          </Button>
        </Flex>
      ) : null}
    </Box>
  );
}
