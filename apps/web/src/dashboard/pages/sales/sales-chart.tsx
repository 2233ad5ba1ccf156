import { barsOf, dayLabel } from './sales-figures';

const WIDTH = 300;
const HEIGHT = 80;

export interface DayChartProps {
  title: string;
  days: readonly string[];
  /** One value a day, compared exactly (whole units). */
  values: readonly bigint[];
  /** How each day's value reads ("3 orders", "€12.50"). */
  labels: readonly string[];
  /** One sentence of what the chart shows, for those who do not see it. */
  summary: string;
}

/** A day-by-day bar chart drawn by hand; each bar has its day and figure as a tooltip. */
export function DayChart({ title, days, values, labels, summary }: DayChartProps) {
  const bars = barsOf(values, { width: WIDTH, height: HEIGHT });
  return (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ fontSize: 14, fontWeight: 500 }}>{title}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        preserveAspectRatio="none"
        role="img"
        aria-label={`${title}: ${summary}`}
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} stroke="var(--mantine-color-gray-4)" />
        {bars.map((bar, i) => (
          <rect
            key={days[i]}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
            fill={i === bars.length - 1 ? 'var(--mantine-color-indigo-8)' : 'var(--mantine-color-indigo-5)'}
          >
            <title>{`${dayLabel(days[i]!)}: ${labels[i]}`}</title>
          </rect>
        ))}
      </svg>
    </figure>
  );
}
