// The admin overview (/admin-dashboard): bookings and revenue over a range, by period, service and country,
// the latest bookings, and the same report as a CSV download. One query loads the whole screen.
import { useQuery } from '@apollo/client/react';
import { Box, Button, chakra, Flex, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ErrorState } from '../../listings/ListStates';
import { formatDate } from '../../listings/format';
import { AdminPageHeader, DataTable, Td } from '../admin-ui';
import { AnalyticsOverviewDocument, type ReportPeriod, type ReportRangePreset } from '../gql/graphql';
import { change, count, percent, usd } from './analytics-format';
import { RevenueByCountry, RevenueOverTime } from './RevenueCharts';

const ranges: readonly ReportRangePreset[] = ['LAST_7_DAYS', 'LAST_30_DAYS', 'LAST_90_DAYS', 'LAST_12_MONTHS'];
const periods: readonly ReportPeriod[] = ['DAY', 'WEEK', 'MONTH'];
/** The REST twin of the range presets (`range=30d`), for the CSV link. */
const presetParam: Record<ReportRangePreset, string> = { LAST_7_DAYS: '7d', LAST_30_DAYS: '30d', LAST_90_DAYS: '90d', LAST_12_MONTHS: '12m' };
const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | null => (allowed.includes(value as T) ? (value as T) : null);

function Stat({ label, value, note, testId }: { label: string; value: string; note: string; testId: string }) {
  return (
    <Box bg="white" p="4" rounded="lg" borderWidth="1px" borderColor="terracotta.100" data-testid={testId}>
      <Text fontSize="sm" color="gray.700">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold">
        {value}
      </Text>
      <Text fontSize="xs" color="gray.700">
        {note}
      </Text>
    </Box>
  );
}

const Select = chakra('select', { base: { bg: 'white', borderWidth: '1px', borderColor: 'gray.300', rounded: 'md', px: '2', py: '1', fontSize: 'sm' } });

export function AnalyticsOverviewPage() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  const [params, setParams] = useSearchParams();
  const range = oneOf(params.get('range'), ranges) ?? 'LAST_30_DAYS';
  const period = oneOf(params.get('period'), periods);
  const { data, loading, error, refetch } = useQuery(AnalyticsOverviewDocument, { variables: { range: { range, period } }, fetchPolicy: 'cache-and-network' });
  const dashboard = data?.analyticsDashboard;
  const choose = (name: string, value: string) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      value ? next.set(name, value) : next.delete(name);
      return next;
    });
  const csvHref = `/api/admin/reports/export.csv?${new URLSearchParams({ range: presetParam[range], ...(period ? { period: period.toLowerCase() } : {}) })}`;
  const note = (current: number, previous: number | undefined) => {
    const difference = previous === undefined ? null : change(current, previous, language);
    return difference ? t('analytics.change', { change: difference }) : t('analytics.noPrevious');
  };

  return (
    <Stack gap="5">
      <AdminPageHeader
        title={t('analytics.title')}
        actions={
          <Button asChild size="sm" colorPalette="terracotta">
            <a href={csvHref} download data-testid="analytics-csv">
              <Download aria-hidden="true" size={16} />
              {t('analytics.download')}
            </a>
          </Button>
        }
      />
      <Flex gap="3" wrap="wrap" align="center">
        <Flex align="center" gap="2">
          <chakra.label htmlFor="analytics-range" fontSize="sm">
            {t('analytics.range')}
          </chakra.label>
          <Select id="analytics-range" value={range} onChange={(event) => choose('range', event.currentTarget.value)} data-testid="analytics-range">
            {ranges.map((value) => (
              <option key={value} value={value}>
                {t(`analytics.ranges.${value}`)}
              </option>
            ))}
          </Select>
        </Flex>
        <Flex align="center" gap="2">
          <chakra.label htmlFor="analytics-period" fontSize="sm">
            {t('analytics.period')}
          </chakra.label>
          <Select id="analytics-period" value={period ?? ''} onChange={(event) => choose('period', event.currentTarget.value)} data-testid="analytics-period">
            <option value="">{t('analytics.periods.AUTO')}</option>
            {periods.map((value) => (
              <option key={value} value={value}>
                {t(`analytics.periods.${value}`)}
              </option>
            ))}
          </Select>
        </Flex>
        {dashboard && (
          <Text fontSize="sm" color="gray.700">
            {t('analytics.window', { from: formatDate(dashboard.from, language), to: formatDate(dashboard.to, language) })}
          </Text>
        )}
      </Flex>

      {error && !dashboard ? (
        <ErrorState title={t('analytics.failed')} onRetry={() => void refetch()} />
      ) : !dashboard ? (
        <Stack gap="3" aria-busy="true" aria-label={t('common:status.loading')}>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
            {[1, 2, 3, 4].map((key) => (
              <Skeleton key={key} height="24" />
            ))}
          </SimpleGrid>
          <Skeleton height="64" />
        </Stack>
      ) : (
        <Stack gap="5" aria-busy={loading}>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
            <Stat
              testId="stat-bookings"
              label={t('analytics.bookings')}
              value={count(dashboard.summary.bookings, language)}
              note={note(dashboard.summary.bookings, dashboard.previousSummary.bookings)}
            />
            <Stat
              testId="stat-revenue"
              label={t('analytics.revenue')}
              value={usd(dashboard.summary.revenue.amount, language)}
              note={note(dashboard.summary.revenue.amount, dashboard.previousSummary.revenue.amount)}
            />
            <Stat
              testId="stat-average"
              label={t('analytics.average')}
              value={usd(dashboard.summary.averageBookingValue.amount, language)}
              note={t('analytics.columns.average')}
            />
            <Stat
              testId="stat-cancellations"
              label={t('analytics.cancellationRate')}
              value={percent(dashboard.summary.cancellationRate, language)}
              note={`${count(dashboard.summary.cancelled, language)} ${t('analytics.columns.cancelled').toLowerCase()}`}
            />
          </SimpleGrid>
          {dashboard.summary.bookings === 0 ? (
            <Text py="6" textAlign="center" color="gray.700" data-testid="analytics-empty">
              {t('analytics.noBookings')}
            </Text>
          ) : (
            <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
              <RevenueOverTime series={dashboard.series} period={dashboard.period} />
              <RevenueByCountry countries={dashboard.byCountry} />
            </SimpleGrid>
          )}
          <Stack as="section" aria-labelledby="service-performance-title" gap="2">
            <Heading as="h2" size="md" id="service-performance-title">
              {t('analytics.servicePerformance')}
            </Heading>
            <DataTable
              caption={t('analytics.servicePerformance')}
              testId="service-performance"
              head={[
                t('analytics.columns.service'),
                t('analytics.columns.bookings'),
                t('analytics.cancellationRate'),
                t('analytics.columns.revenue'),
                t('analytics.columns.average'),
                t('analytics.columns.share'),
              ]}
            >
              {dashboard.byService.map((row) => (
                <tr key={row.kind}>
                  <Td>{t(`services.${row.kind}`)}</Td>
                  <Td>{count(row.bookings, language)}</Td>
                  <Td>{percent(row.cancellationRate, language)}</Td>
                  <Td>{usd(row.revenue.amount, language)}</Td>
                  <Td>{usd(row.averageBookingValue.amount, language)}</Td>
                  <Td>{percent(row.revenueShare, language)}</Td>
                </tr>
              ))}
            </DataTable>
          </Stack>
          {dashboard.byCountry.length > 0 && (
            <DataTable
              caption={t('analytics.revenueByCountry')}
              testId="country-revenue"
              head={[t('analytics.columns.country'), t('analytics.columns.bookings'), t('analytics.columns.revenue')]}
            >
              {dashboard.byCountry.map((row) => (
                <tr key={row.countryCode}>
                  <Td>{row.countryName}</Td>
                  <Td>{count(row.bookings, language)}</Td>
                  <Td>{usd(row.revenue.amount, language)}</Td>
                </tr>
              ))}
            </DataTable>
          )}
          <Stack as="section" aria-labelledby="recent-bookings-title" gap="2">
            <Heading as="h2" size="md" id="recent-bookings-title">
              {t('analytics.recentBookings')}
            </Heading>
            <DataTable
              caption={t('analytics.recentBookings')}
              testId="recent-bookings"
              head={[
                t('analytics.columns.reference'),
                t('analytics.columns.listing'),
                t('analytics.columns.traveller'),
                t('analytics.columns.status'),
                t('analytics.columns.date'),
                t('analytics.columns.total'),
                t('analytics.columns.made'),
              ]}
            >
              {dashboard.recentBookings.map((booking) => (
                <tr key={booking.id}>
                  <Td fontFamily="mono">{booking.reference}</Td>
                  <Td>
                    {booking.listingName}
                    <Text as="span" color="gray.700" fontSize="xs" display="block">
                      {t(`services.${booking.kind}`)} · {booking.countryCode}
                    </Text>
                  </Td>
                  <Td>{booking.contactName}</Td>
                  <Td>{t(`analytics.lifecycle.${booking.status}`)}</Td>
                  <Td>{formatDate(booking.startDate, language)}</Td>
                  <Td>{usd(booking.total.amount, language)}</Td>
                  <Td>{formatDate(String(booking.createdAt).slice(0, 10), language)}</Td>
                </tr>
              ))}
            </DataTable>
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
