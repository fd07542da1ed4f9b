import { Box, Flex, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { APP_VERSION, FOOTER_YEAR } from '../../app/constants';
import { LowDataToggle } from '../offline/LowDataToggle';

/** Also the phone header's More sheet (spec §2). */
export const footerLinks = [
  { path: '/about', labelKey: 'footer.about' },
  { path: '/our-team', labelKey: 'footer.team' },
  { path: '/our-story', labelKey: 'footer.story' },
  { path: '/careers', labelKey: 'footer.careers' },
  { path: '/press', labelKey: 'footer.press' },
  { path: '/contact', labelKey: 'footer.contact' },
  { path: '/faq', labelKey: 'footer.faq' },
  { path: '/help', labelKey: 'footer.help' },
  { path: '/cancellation', labelKey: 'footer.cancellation' },
  { path: '/privacy', labelKey: 'footer.privacy' },
  { path: '/terms', labelKey: 'footer.terms' },
  { path: '/feedback', labelKey: 'footer.feedback' },
] as const;

export function Footer() {
  const { t } = useTranslation();
  return (
    <Box as="footer" bg="forest.800" color="forest.50" mt="12">
      <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="8">
        <Box as="nav" aria-label={t('footer.label')}>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3, md: 6 }} gap="2">
            {footerLinks.map(({ path, labelKey }) => (
              <li key={path}>
                <Link asChild color="forest.50" fontSize="sm">
                  <RouterLink to={path}>{t(labelKey)}</RouterLink>
                </Link>
              </li>
            ))}
          </SimpleGrid>
        </Box>
        <Flex mt="6" gap="4" justify="space-between" wrap="wrap" fontSize="sm" color="forest.100">
          <Text>{t('footer.copyright', { year: FOOTER_YEAR, brand: t('brand') })}</Text>
          <LowDataToggle />
          <Text>{t('footer.version', { version: APP_VERSION })}</Text>
        </Flex>
      </Box>
    </Box>
  );
}
