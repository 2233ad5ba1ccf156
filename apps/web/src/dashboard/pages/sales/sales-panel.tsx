import { productsQueries, ordersQueries } from '@atrium/react';
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../components/states';
import { useSiteClient } from '../../site-client';
import { formatMoney } from '../orders/decimal';
import { DayChart } from './sales-chart';
import {
  SALES_DAYS,
  dayLabel,
  dayStarts,
  fillDays,
  revenueUnits,
  salesRequest,
  type DayBucket,
} from './sales-figures';
import { counted } from '../../counted';

const plural = (n: number) => counted(n, 'order');

type Day = ReturnType<typeof fillDays>['days'][number];

/** The figures of every day, folded away under the charts. */
function DayFigures({ days, money }: { days: readonly Day[]; money: (day: Day) => string }) {
  return (
    <details>
      <summary style={{ cursor: 'pointer', fontSize: 14 }}>Figures per day</summary>
      <Table aria-label="Orders and revenue per day">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Day</Table.Th>
            <Table.Th>Orders</Table.Th>
            <Table.Th>Revenue</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {days.map((day) => (
            <Table.Tr key={day.day}>
              <Table.Td>{dayLabel(day.day)}</Table.Td>
              <Table.Td>{day.orders}</Table.Td>
              <Table.Td>{money(day)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </details>
  );
}

/** Orders and revenue per UTC day over the last 30 days, as the server counts and sums them. */
export function SalesPanel() {
  const client = useSiteClient();
  const [now] = useState(() => new Date());
  const settings = useQuery(productsQueries.settings(client));
  const figures = useQuery(ordersQueries.figures(client, salesRequest(now)));
  const currency = settings.data?.currency;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="sales-title">
      <Stack>
        <Title order={2} size="h4" id="sales-title">
          Sales
        </Title>
        <QueryState query={figures}>
          {({ aggregates }) => {
            const buckets = (aggregates.perDay?.results ?? []) as DayBucket[];
            const { currency: shown, days } = fillDays(buckets, dayStarts(now), currency);
            const money = (day: (typeof days)[number]) => day.formatted ?? formatMoney(day.revenue, shown);
            const today = days[days.length - 1]!;
            const total = aggregates.all?.amounts?.find((a) => a.currency === shown)?.sum;
            const count = aggregates.all?.count ?? 0;
            const busiest = days.reduce((best, day) => (day.orders > best.orders ? day : best), today);
            const counts = days.map((d) => BigInt(d.orders));
            return (
              <>
                <Table variant="vertical" layout="fixed" aria-label="Sales figures">
                  <Table.Tbody>
                    {[
                      ['Orders today', String(today.orders)],
                      ['Revenue today', money(today)],
                      [`Orders, last ${SALES_DAYS} days`, String(count)],
                      [`Revenue, last ${SALES_DAYS} days`, total?.formattedAmount ?? formatMoney('0', shown)],
                    ].map(([label, value]) => (
                      <Table.Tr key={label}>
                        <Table.Th w={200}>{label}</Table.Th>
                        <Table.Td>{value}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <DayChart
                    title={`Orders per day, last ${SALES_DAYS} days`}
                    days={days.map((d) => d.day)}
                    values={counts}
                    labels={days.map((d) => plural(d.orders))}
                    summary={`${plural(count)} in all; the busiest day was ${dayLabel(busiest.day)} with ${plural(busiest.orders)}.`}
                  />
                  <DayChart
                    title={`Revenue per day, last ${SALES_DAYS} days`}
                    days={days.map((d) => d.day)}
                    values={revenueUnits(days)}
                    labels={days.map(money)}
                    summary={`${total?.formattedAmount ?? formatMoney('0', shown)} in all; today ${money(today)}.`}
                  />
                </SimpleGrid>
                <Text size="xs" c="dimmed">
                  Days are UTC days; revenue is the orders' totals in {shown ?? 'the store currency'}.
                </Text>
                <DayFigures days={days} money={money} />
              </>
            );
          }}
        </QueryState>
      </Stack>
    </Paper>
  );
}
