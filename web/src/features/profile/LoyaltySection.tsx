// Loyalty (spec §6, §9): the points balance and its history, 10% of each confirmed booking.
import { Box, Button, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { MyLoyaltyDocument } from '../../gql/graphql';
import { formatCount, formatDate } from '../listings/format';

export function LoyaltySection() {
  const { t, i18n } = useTranslation(['profile', 'booking']);
  const language = i18n.resolvedLanguage ?? 'en';
  const { data, loading, error, refetch } = useQuery(MyLoyaltyDocument, { fetchPolicy: 'cache-and-network' });
  const loyalty = data?.myLoyalty;
  return (
    <Box as="section" aria-labelledby="loyalty-title" p={{ base: '4', md: '6' }} bg="white" rounded="xl" borderWidth="1px" borderColor="terracotta.100">
      <Heading as="h2" size="md" id="loyalty-title" mb="3">
        {t('loyalty.title')}
      </Heading>
      {loading && !data ? (
        <Stack gap="2" aria-busy="true" aria-label={t('common:status.loading')}>
          <Skeleton height="8" width="40%" />
          <Skeleton height="5" />
          <Skeleton height="5" />
        </Stack>
      ) : error && !loyalty ? (
        <Stack role="alert" gap="2" align="start">
          <Text>{t('loyalty.failed')}</Text>
          <Button size="sm" colorPalette="terracotta" onClick={() => void refetch()}>
            {t('booking:actions.retry')}
          </Button>
        </Stack>
      ) : loyalty ? (
        <Stack gap="3">
          <Text fontSize="2xl" fontWeight="bold" data-testid="loyalty-balance" data-points={loyalty.points}>
            {t('loyalty.balance', { count: loyalty.points, points: formatCount(loyalty.points, language) })}
          </Text>
          {loyalty.entries.length === 0 ? (
            <Text color="gray.600">{t('loyalty.empty')}</Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="1" aria-label={t('loyalty.history')} data-testid="loyalty-history">
              {loyalty.entries.map((entry, index) => (
                <Flex
                  as="li"
                  // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and never reorder within a response.
                  key={index}
                  justify="space-between"
                  gap="3"
                  fontSize="sm"
                  data-testid="loyalty-entry"
                  data-kind={entry.kind}
                  data-points={entry.points}
                >
                  <Text>
                    {t(`loyalty.kinds.${entry.kind}`)} · {formatDate(String(entry.createdAt).slice(0, 10), language)}
                  </Text>
                  <Text fontWeight="semibold" color={entry.points < 0 ? 'red.700' : 'forest.700'} dir="ltr">
                    {entry.points > 0 ? `+${entry.points}` : entry.points}
                  </Text>
                </Flex>
              ))}
            </Stack>
          )}
        </Stack>
      ) : null}
    </Box>
  );
}
