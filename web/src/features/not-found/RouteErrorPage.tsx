import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFallback } from '../layout/PageFallback';
import { isReloadingForMissingChunk } from '../offline/missing-chunk';

/** Shown instead of a page that failed to render: what happened and what to do next. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useEffect(() => {
    console.error('Page failed to render:', error);
  }, [error]);
  return (
    <Box maxW="3xl" mx="auto" px={{ base: '4', md: '6' }} py="20" textAlign="center" role="alert">
      <Heading as="h1" size="2xl">
        {t('crash.title')}
      </Heading>
      <Text mt="3" color="gray.700">
        {t('crash.hint')}
      </Text>
      <HStack justify="center" mt="6" gap="3">
        <Button colorPalette="terracotta" onClick={() => window.location.reload()}>
          {t('crash.reload')}
        </Button>
        <Button asChild variant="outline" colorPalette="terracotta">
          <a href="/">{t('notFound.home')}</a>
        </Button>
      </HStack>
    </Box>
  );
}

/** Catches a page's render failure (a chunk that failed to download, a bug); give it `key={pathname}` to reset on navigation. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(_error: unknown, _info: ErrorInfo) {
    // RouteErrorPage logs it.
  }

  render() {
    if (!this.state.error) return this.props.children;
    // A chunk a new deploy removed: the page is already reloading into that version.
    return isReloadingForMissingChunk() ? <PageFallback /> : <RouteErrorPage error={this.state.error} />;
  }
}
