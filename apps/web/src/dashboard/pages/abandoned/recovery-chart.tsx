import { abandonedCheckoutsQueries } from '@atrium/react';
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../components/states';
import { useSiteClient } from '../../site-client';
import { DayChart } from '../sales/sales-chart';
import { CHART_DAYS, chartDays } from './abandoned-figures';
import { counted } from '../../counted';

const plural = (n: number) => counted(n, 'checkout');

/** Abandoned against recovered, per UTC day of abandonment, and the period's amounts as the server sums them. */
export function RecoveryChart() {
  const client = useSiteClient();
  const [days] = useState(() => chartDays(new Date()));
  const chart = useQuery(abandonedCheckoutsQueries.chart(client, days));
  const period = useQuery(abandonedCheckoutsQueries.period(client, days[0]!));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="recovery-chart-title">
      <Stack>
        <Title order={2} size="h4" id="recovery-chart-title">
          Abandoned and recovered, last {CHART_DAYS} days
        </Title>
        <QueryState query={period}>
          {(figures) => (
            <Table variant="vertical" layout="fixed" aria-label="Recovery figures">
              <Table.Tbody>
                {[
                  [
                    'Still abandoned',
                    `${plural(figures.recoverableCheckoutCount ?? 0)}, ${figures.recoverableValue} ${figures.currency}`,
                  ],
                  [
                    'Recovered',
                    `${plural(figures.recoveredCheckoutCount ?? 0)}, ${figures.recoveredValue} ${figures.currency}`,
                  ],
                  ['Recovery rate', `${Math.round((figures.recoveryRate ?? 0) * 100)}%`],
                ].map(([label, value]) => (
                  <Table.Tr key={label}>
                    <Table.Th w={200}>{label}</Table.Th>
                    <Table.Td>{value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </QueryState>
        <QueryState query={chart}>
          {(perDay) => {
            const abandoned = perDay.map((d) => d.recoverableCheckoutCount ?? 0);
            const recovered = perDay.map((d) => d.recoveredCheckoutCount ?? 0);
            const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
            const starts = days.map((day) => `${day}T00:00:00.000Z`);
            return (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <DayChart
                  title="Still abandoned"
                  days={starts}
                  values={abandoned.map(BigInt)}
                  labels={abandoned.map(plural)}
                  summary={`${plural(sum(abandoned))} not recovered.`}
                />
                <DayChart
                  title="Recovered"
                  days={starts}
                  values={recovered.map(BigInt)}
                  labels={recovered.map(plural)}
                  summary={`${plural(sum(recovered))} recovered.`}
                />
              </SimpleGrid>
            );
          }}
        </QueryState>
        <Text size="sm" c="dimmed">
          Each checkout counts on the day it was found abandoned, under the state it is in now.
        </Text>
      </Stack>
    </Paper>
  );
}
