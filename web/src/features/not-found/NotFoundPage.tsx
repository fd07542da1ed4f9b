import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { usePageMeta } from '../../app/page-meta';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  usePageMeta(`${t('notFound.title')} · ${t('brand')}`);
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <Box maxW="3xl" mx="auto" px={{ base: '4', md: '6' }} py="20" textAlign="center">
      <Text fontSize="6xl" fontWeight="bold" color="terracotta.600" aria-hidden="true">
        404
      </Text>
      <Heading as="h1" size="2xl">
        {t('notFound.title')}
      </Heading>
      <Button asChild mt="6" colorPalette="terracotta">
        <RouterLink to="/">{t('notFound.home')}</RouterLink>
      </Button>
    </Box>
  );
}
