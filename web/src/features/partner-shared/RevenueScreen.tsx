// A partner's overview: confirmed bookings and revenue over a range of start dates, by day (chart) and by listing.
import { Box, Button, Card, Field, Flex, HStack, Input, SimpleGrid, Stack, Stat, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PartnerRevenueDocument } from './gql/graphql';
import { ScreenTitle } from '../backoffice/BackOfficeLayout';
import { formatUsd } from '../listings/format';
import { isoDay } from './partner-feedback';
import { LoadFailed, LoadingRows, NothingYet } from './ScreenStates';
import { Panel } from './ListingParts';

const RevenueChart = lazy(() => import('./RevenueChart'));
const PRESETS = [7, 30, 90] as const;

/** The range defaults to the last 30 days; presets reach back 7, 30, 90 days or 30 days ahead (bookings to come). */
export function RevenueScreen({ listingLabel }: { listingLabel: string }) {
  const { t, i18n } = useTranslation('partners');
  const language = i18n.resolvedLanguage ?? 'en';
  const [range, setRange] = useState({ from: isoDay(-29), to: isoDay(0) });
  const valid = range.from && range.to && range.from <= range.to;
  const { data, previousData, error, refetch } = useQuery(PartnerRevenueDocument, { variables: range, skip: !valid, fetchPolicy: 'cache-and-network' });
  const report = (data ?? previousData)?.partnerRevenue;

  return (
    <Stack gap="5">
      <ScreenTitle>{t('revenue.title')}</ScreenTitle>
      <Flex gap="3" wrap="wrap" align="end">
        <Field.Root maxW="44">
          <Field.Label>{t('revenue.from')}</Field.Label>
          <Input type="date" value={range.from} max={range.to} onChange={(event) => setRange({ ...range, from: event.target.value })} />
        </Field.Root>
        <Field.Root maxW="44" invalid={!valid}>
          <Field.Label>{t('revenue.to')}</Field.Label>
          <Input type="date" value={range.to} min={range.from} onChange={(event) => setRange({ ...range, to: event.target.value })} />
          <Field.ErrorText>{t('revenue.invalidRange')}</Field.ErrorText>
        </Field.Root>
        <HStack gap="2" role="group" aria-label={t('revenue.presets')}>
          {PRESETS.map((days) => (
            <Button key={days} size="sm" variant="outline" onClick={() => setRange({ from: isoDay(1 - days), to: isoDay(0) })}>
              {t('revenue.lastDays', { days })}
            </Button>
          ))}
          <Button size="sm" variant="outline" onClick={() => setRange({ from: isoDay(0), to: isoDay(29) })}>
            {t('revenue.next30')}
          </Button>
        </HStack>
      </Flex>
      {error && !report ? (
        <LoadFailed onRetry={() => void refetch()} />
      ) : !report ? (
        <LoadingRows />
      ) : (
        <>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            {[
              ['revenue', formatUsd(report.revenue.amount, language)],
              ['bookings', String(report.bookings)],
              ['guests', String(report.guests)],
              ['cancelled', String(report.cancelled)],
            ].map(([key, value]) => (
              <Card.Root key={key} size="sm">
                <Card.Body>
                  <Stat.Root>
                    <Stat.Label>{t(`revenue.${key}`)}</Stat.Label>
                    <Stat.ValueText data-testid={`stat-${key}`}>{value}</Stat.ValueText>
                  </Stat.Root>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
          <Panel>
            <Text fontWeight="semibold" mb="2">
              {t('revenue.byDay')}
            </Text>
            <Suspense fallback={<LoadingRows />}>
              <RevenueChart
                days={report.days.map((day) => ({ date: String(day.date), revenue: day.revenue.amount, bookings: day.bookings }))}
                label={t('revenue.revenue')}
              />
            </Suspense>
          </Panel>
          {report.byListing.length === 0 ? (
            <NothingYet>{t('revenue.empty')}</NothingYet>
          ) : (
            <Box overflowX="auto">
              <Table.Root size="sm" variant="outline" bg="white">
                <Table.Caption>{t('revenue.byListing', { listing: listingLabel })}</Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{listingLabel}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('revenue.bookings')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('revenue.guests')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('revenue.revenue')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {report.byListing.map((row) => (
                    <Table.Row key={row.listingId}>
                      <Table.Cell>{row.name}</Table.Cell>
                      <Table.Cell textAlign="end">{row.bookings}</Table.Cell>
                      <Table.Cell textAlign="end">{row.guests}</Table.Cell>
                      <Table.Cell textAlign="end">{formatUsd(row.revenue.amount, language)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          )}
        </>
      )}
    </Stack>
  );
}
