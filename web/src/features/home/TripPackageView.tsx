// A package as the finder answered it: the day-by-day itinerary, the summary cards with 'View all' links, the
// total and what is left of the budget, and the rationale. Every figure comes from the server.
import { Badge, Box, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { withCountry } from '../../app/country';
import type { TripPackagePartFieldsFragment, TripPlanFieldsFragment } from '../../gql/graphql';
import { formatDate, formatUsd } from '../listings/format';

/** Summary cards in spec order, each with its list page. */
const cards = [
  { key: 'hotel', path: '/hotels' },
  { key: 'tours', path: '/tours' },
  { key: 'restaurants', path: '/restaurants' },
  { key: 'transport', path: '/transport' },
  { key: 'nightlife', path: '/nightlife' },
] as const;

export function TripPackageView({ plan }: { plan: TripPlanFieldsFragment }) {
  const { t, i18n } = useTranslation('home');
  const language = i18n.resolvedLanguage ?? 'en';
  const found = plan.package;
  const money = (amount: number) => formatUsd(amount, language);
  const partsOf = (key: (typeof cards)[number]['key']): TripPackagePartFieldsFragment[] => {
    const value = found[key];
    return Array.isArray(value) ? value : value ? [value] : [];
  };

  return (
    <Stack gap="6">
      {!found.withinBudget && (
        <Box role="alert" p="4" rounded="md" bg="orange.50" borderWidth="1px" borderColor="orange.200" data-testid="over-budget">
          <Text fontWeight="bold">{t('finderResults.overBudget')}</Text>
        </Box>
      )}
      <Stack as="section" aria-labelledby="itinerary-title" gap="3">
        <Heading as="h2" size="lg" id="itinerary-title">
          {t('finderResults.itinerary')}
        </Heading>
        <Stack as="ol" gap="3" data-testid="itinerary">
          {found.itinerary.map((day) => (
            <Box
              as="li"
              key={day.day}
              listStyleType="none"
              bg="white"
              rounded="xl"
              borderWidth="1px"
              borderColor="terracotta.100"
              p="4"
              data-testid="itinerary-day"
            >
              <Text fontWeight="bold">
                {t('finderResults.day', { day: day.day })} · {formatDate(day.date, language)}
              </Text>
              <Stack as="ul" mt="2" gap="1">
                {day.items.map((item, index) => (
                  <Flex as="li" key={`${item.kind}-${item.listingId ?? index}`} justify="space-between" gap="3" listStyleType="none" data-kind={item.kind}>
                    <Text>
                      <Text as="span" color="gray.600">
                        {t(`finderResults.kinds.${item.kind}`)}
                      </Text>
                      {item.name ? ` · ${item.name}` : ''}
                      {item.time ? ` · ${item.time}` : ''}
                    </Text>
                    <Text fontWeight="medium" whiteSpace="nowrap">
                      {money(item.cost.amount)}
                    </Text>
                  </Flex>
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      </Stack>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="3">
        {cards.map(({ key, path }) => (
          <Stack key={key} bg="white" rounded="xl" borderWidth="1px" borderColor="terracotta.100" p="4" gap="2" data-testid={`summary-${key}`}>
            <Text as="h3" fontWeight="bold">
              {t(`finderResults.cards.${key}`)}
            </Text>
            {partsOf(key).length === 0 ? (
              <Text color="gray.600">{t('finderResults.none')}</Text>
            ) : (
              partsOf(key).map((part) => (
                <Text key={`${part.listingId}-${part.date}`} fontSize="sm">
                  {part.name} · {money(part.cost.amount)}
                </Text>
              ))
            )}
            <Link asChild color="terracotta.700" fontSize="sm" mt="auto">
              <RouterLink to={withCountry(path, plan.country)}>{t('finderResults.viewAll')}</RouterLink>
            </Link>
          </Stack>
        ))}
      </SimpleGrid>
      <Flex gap="6" wrap="wrap" align="baseline">
        <Text fontSize="xl" fontWeight="bold" data-testid="package-total" data-amount={found.total.amount}>
          {t('finderResults.total')}: {money(found.total.amount)}
        </Text>
        <Text fontSize="lg" color={found.remaining.amount < 0 ? 'red.700' : 'forest.700'} data-testid="package-remaining" data-amount={found.remaining.amount}>
          {t('finderResults.remaining')}: {money(found.remaining.amount)}
        </Text>
      </Flex>
      <Stack as="section" aria-labelledby="rationale-title" bg="forest.50" rounded="xl" p="4" gap="2">
        <Flex align="center" gap="2" wrap="wrap">
          <Heading as="h2" size="md" id="rationale-title">
            {t('finderResults.rationale')}
          </Heading>
          {plan.aiGenerated && (
            <Badge colorPalette="terracotta" data-testid="ai-curated">
              <Sparkles aria-hidden="true" size={12} />
              {t('finderResults.aiCurated')}
            </Badge>
          )}
        </Flex>
        <Text data-testid="rationale">{found.rationale}</Text>
      </Stack>
    </Stack>
  );
}
