// Revenue by day as bars: loaded only by the dashboards' revenue screens (its own chunk, never a traveller's).
import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

export interface RevenuePoint {
  date: string;
  revenue: number;
  bookings: number;
}

export default function RevenueChart({ days, label }: { days: RevenuePoint[]; label: string }) {
  const chart = useChart({ data: days, series: [{ name: 'revenue', color: 'terracotta.500', label }] });
  return (
    <Chart.Root maxH="xs" chart={chart} role="img" aria-label={label} data-testid="revenue-chart">
      <BarChart data={chart.data} responsive accessibilityLayer={false}>
        <CartesianGrid stroke={chart.color('gray.200')} vertical={false} />
        <XAxis axisLine={false} tickLine={false} dataKey={chart.key('date')} tickFormatter={(value: string) => value.slice(5)} minTickGap={16} />
        <YAxis
          axisLine={false}
          tickLine={false}
          tickFormatter={chart.formatNumber({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 })}
          width={64}
        />
        <Tooltip cursor={{ fill: chart.color('gray.100') }} animationDuration={100} content={<Chart.Tooltip />} />
        {chart.series.map((item) => (
          <Bar key={item.name} dataKey={chart.key(item.name)} fill={chart.color(item.color)} isAnimationActive={false} />
        ))}
      </BarChart>
    </Chart.Root>
  );
}
