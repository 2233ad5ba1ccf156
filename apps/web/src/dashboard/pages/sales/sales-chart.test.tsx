import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DayChart } from './sales-chart';

describe('the day chart', () => {
  it('draws a bar a day, named for those who cannot see it', () => {
    const html = renderToStaticMarkup(
      <MantineProvider>
        <DayChart
          title="Orders per day"
          days={['2026-03-01T00:00:00.000Z', '2026-03-02T00:00:00.000Z']}
          values={[1n, 2n]}
          labels={['1 order', '2 orders']}
          summary="3 orders in all."
        />
      </MantineProvider>,
    );
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Orders per day: 3 orders in all."');
    expect(html.match(/<rect/g)).toHaveLength(2);
    expect(html).toMatch(/<title>Mar 2: 2 orders<\/title>/);
  });
});
