// Home: hero with the AI Finder, the five ways to explore the selected country, metrics, founder's note.
import { Box, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ALL_COUNTRIES_COUNT } from '../../app/constants';
import { useSelectedCountry, withCountry } from '../../app/country';
import { kindScreens } from '../../app/kind-screens';
import { bookingTypes, kindUi } from '../../app/kinds';
import { usePageMeta } from '../../app/page-meta';
import { HomeMetricsDocument } from '../../gql/graphql';
import { inCountry, localCountryName } from '../layout/country-names';
import { FinderForm } from './FinderForm';

const explore = bookingTypes.map((type) => ({ path: kindUi[type].listPath, key: kindUi[type].navKey, Icon: kindScreens[type].icon }));

export function HomePage() {
  const { t, i18n } = useTranslation('home');
  const language = i18n.resolvedLanguage ?? 'en';
  const [country] = useSelectedCountry();
  const metrics = useQuery(HomeMetricsDocument).data?.metrics;
  const countryName = localCountryName(country, country, language);
  const number = (value: number) => new Intl.NumberFormat(language === 'en' ? 'en-US' : `${language}-u-nu-latn`).format(value);

  usePageMeta(t('common:brand'), t('hero.lead', { country: countryName, inCountry: inCountry(country, countryName, language) }));

  const figures = metrics
    ? [
        // Spec §9: "n+" while fewer than all 54 countries have listings.
        { key: 'destinations', value: metrics.destinations < ALL_COUNTRIES_COUNT ? `${number(metrics.destinations)}+` : number(metrics.destinations) },
        { key: 'travelers', value: number(metrics.travelers) },
        { key: 'journeyers', value: number(metrics.journeyers) },
        { key: 'support', value: metrics.support },
      ]
    : [];

  return (
    <>
      <Box
        bgGradient="to-br"
        gradientFrom="terracotta.700"
        gradientVia="ochre.600"
        gradientTo="forest.700"
        color="white"
        px={{ base: '4', md: '6' }}
        py={{ base: '10', md: '16' }}
      >
        <Box maxW="5xl" mx="auto" textAlign="center">
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="shorter">
            {t('hero.title')}
          </Heading>
          <Text mt="3" mb="6" fontSize={{ base: 'md', md: 'lg' }}>
            {t('hero.lead', { country: countryName, inCountry: inCountry(country, countryName, language) })}
          </Text>
          <FinderForm country={country} />
        </Box>
      </Box>

      <Box as="section" aria-labelledby="explore-title" maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="10">
        <Heading as="h2" size="xl" id="explore-title" mb="5">
          {t('explore.title', { country: countryName })}
        </Heading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 5 }} gap="4">
          {explore.map(({ path, key, Icon }) => (
            <li key={key}>
              <Link
                asChild
                display="block"
                height="full"
                bg="white"
                rounded="xl"
                borderWidth="1px"
                borderColor="terracotta.100"
                p="4"
                _hover={{ borderColor: 'terracotta.400', textDecoration: 'none' }}
              >
                <RouterLink to={withCountry(path, country)} data-testid={`explore-${key}`}>
                  <Icon aria-hidden="true" size={28} color="var(--chakra-colors-terracotta-600)" />
                  <Text mt="2" fontWeight="semibold" color="gray.900">
                    {t(`explore.${key}.title`)}
                  </Text>
                  <Text fontSize="sm" color="gray.700">
                    {t(`explore.${key}.text`)}
                  </Text>
                </RouterLink>
              </Link>
            </li>
          ))}
        </SimpleGrid>
      </Box>

      <Box as="section" aria-labelledby="metrics-title" bg="forest.700" color="white" px={{ base: '4', md: '6' }} py="10">
        <Heading as="h2" size="xl" id="metrics-title" textAlign="center" mb="6">
          {t('metrics.title')}
        </Heading>
        <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="6" maxW="5xl" mx="auto" textAlign="center" minH="20" aria-busy={!metrics}>
          {figures.map(({ key, value }) => (
            <Stack key={key} gap="0" data-testid={`metric-${key}`}>
              <Text as="dd" fontSize={{ base: '2xl', md: '4xl' }} fontWeight="bold" order={1}>
                {value}
              </Text>
              <Text as="dt" color="forest.100" order={2}>
                {t(`metrics.${key}`)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Box>

      <Box as="section" aria-labelledby="founder-title" maxW="3xl" mx="auto" px={{ base: '4', md: '6' }} py="12" textAlign="center">
        <Heading as="h2" size="xl" id="founder-title" mb="4">
          {t('founder.title')}
        </Heading>
        <Box as="blockquote" fontSize="lg" color="gray.800" fontStyle="italic">
          {t('founder.message')}
        </Box>
        <Text mt="3" fontWeight="semibold" color="terracotta.700">
          {t('founder.signature')}
        </Text>
      </Box>
    </>
  );
}
