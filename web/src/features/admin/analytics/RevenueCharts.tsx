// The overview's two charts (Chakra charts over recharts; this module loads only with the admin overview). Each is
// one image to assistive technology; the tables of the page carry the same figures.
import { Chart, useChart } from '@chakra-ui/charts';
import { Box, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { periodLabel, usd } from './analytics-format';

interface Point {
  periodStart: string;
  revenue: { amount: number };
}

interface CountryRow {
  countryName: string;
  revenue: { amount: number };
}

function ChartCard({ title, testId, children }: { title: string; testId: string; children: React.ReactNode }) {
  const { t } = useTranslation('admin');
  const headingId = `${testId}-title`;
  return (
    <Box as="section" aria-labelledby={headingId} bg="white" p="4" rounded="lg" borderWidth="1px" borderColor="terracotta.100" data-testid={testId}>
      <Heading as="h2" size="md" id={headingId} mb="1">
        {title}
      </Heading>
      <Text srOnly>{t('analytics.chartSummary')}</Text>
      {children}
    </Box>
  );
}

export function RevenueOverTime({ series, period }: { series: Point[]; period: string }) {
  const { t, i18n } = useTranslation('admin');
  const chart = useChart({
    data: series.map((point) => ({ label: periodLabel(point.periodStart, period, i18n.language), revenue: point.revenue.amount })),
    series: [{ name: 'revenue', color: 'terracotta.500', label: t('analytics.revenue') }],
  });
  return (
    <ChartCard title={t('analytics.revenueOverTime')} testId="revenue-over-time">
      <Chart.Root maxH="xs" chart={chart} role="img" aria-label={t('analytics.revenueOverTime')}>
        <BarChart data={chart.data} responsive accessibilityLayer={false}>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis dataKey={chart.key('label')} tickLine={false} axisLine={false} reversed={i18n.dir() === 'rtl'} />
          <YAxis
            tickLine={false}
            axisLine={false}
            tickFormatter={(value: number) => usd(value, i18n.language)}
            orientation={i18n.dir() === 'rtl' ? 'right' : 'left'}
            width={90}
          />
          <Tooltip
            cursor={{ fill: chart.color('bg.muted') }}
            animationDuration={100}
            content={<Chart.Tooltip formatter={(value) => usd(Number(value), i18n.language)} />}
          />
          {chart.series.map((item) => (
            <Bar key={item.name} isAnimationActive={false} dataKey={chart.key(item.name)} fill={chart.color(item.color)} radius={[4, 4, 0, 0]} />
          ))}
        </BarChart>
      </Chart.Root>
    </ChartCard>
  );
}

/** Countries as horizontal bars, best earner on top; the names stay readable on a phone. */
export function RevenueByCountry({ countries }: { countries: CountryRow[] }) {
  const { t, i18n } = useTranslation('admin');
  const shown = countries.slice(0, 12);
  const chart = useChart({
    data: shown.map((row) => ({ country: row.countryName, revenue: row.revenue.amount })),
    series: [{ name: 'revenue', color: 'teal.600', label: t('analytics.revenue') }],
  });
  return (
    <ChartCard title={t('analytics.revenueByCountry')} testId="revenue-by-country">
      <Chart.Root aspectRatio="auto" height={`${Math.max(2, shown.length) * 36 + 40}px`} chart={chart} role="img" aria-label={t('analytics.revenueByCountry')}>
        <BarChart data={chart.data} layout="vertical" responsive accessibilityLayer={false}>
          <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
          <XAxis type="number" tickLine={false} axisLine={false} tickFormatter={(value: number) => usd(value, i18n.language)} reversed={i18n.dir() === 'rtl'} />
          <YAxis
            type="category"
            dataKey={chart.key('country')}
            tickLine={false}
            axisLine={false}
            width={130}
            orientation={i18n.dir() === 'rtl' ? 'right' : 'left'}
          />
          <Tooltip
            cursor={{ fill: chart.color('bg.muted') }}
            animationDuration={100}
            content={<Chart.Tooltip formatter={(value) => usd(Number(value), i18n.language)} />}
          />
          {chart.series.map((item) => (
            <Bar key={item.name} isAnimationActive={false} dataKey={chart.key(item.name)} fill={chart.color(item.color)} radius={[0, 4, 4, 0]} />
          ))}
        </BarChart>
      </Chart.Root>
    </ChartCard>
  );
}
