import { latencies } from '../orders/shopper.js';

/** One side of a comparison: the route or its floor, with each request's milliseconds and the time it ran. */
export interface Side {
  label: string;
  /** One request, by the number of the task (a cursor side takes its pages in turn). */
  send: (n: number) => Promise<unknown>;
  times: number[];
  elapsed: number;
}

/** A JSON POST that must answer 200; its body. */
export async function post<T>(url: string, authorization: string, body?: unknown): Promise<T> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  if (!answer.ok) throw new Error(`${url}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** Sends requests `concurrency` at a time for `seconds`; each one's milliseconds, and the whole run's. */
export async function measure(side: Side, seconds: number, concurrency: number): Promise<void> {
  const end = performance.now() + seconds * 1000;
  const start = performance.now();
  let n = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const began = performance.now();
        await side.send(n++);
        side.times.push(performance.now() - began);
      }
    }),
  );
  side.elapsed += performance.now() - start;
}

/** One side's figures as a line of the report: `unit` is what its rate counts (`req/s`, `orders/s`). */
export function latencyLine(
  name: string,
  r: { rate: number; p50: number; p95: number; p99: number },
  unit = 'req/s',
): string {
  return `${name.padEnd(28)} ${r.rate.toFixed(0).padStart(6)} ${unit}  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms`;
}

/**
 * The report of sides measured in pairs, each route followed by its floor: both sides' lines, then the ratios
 * route/floor and whether the route's p95 meets the goal.
 */
export function routeFloorReport(sides: readonly Side[], goalP95Ms: number): string[] {
  const lines: string[] = [];
  for (let i = 0; i < sides.length; i += 2) {
    const routed = latencies(sides[i]!.times, sides[i]!.elapsed);
    const floored = latencies(sides[i + 1]!.times, sides[i + 1]!.elapsed);
    lines.push(latencyLine(sides[i]!.label, routed), latencyLine(sides[i + 1]!.label, floored));
    lines.push(
      `  route/floor p50 ${(routed.p50 / floored.p50).toFixed(2)}, p95 ${(routed.p95 / floored.p95).toFixed(2)}; ` +
        `p95 goal ${goalP95Ms} ms: ${routed.p95 < goalP95Ms ? 'met' : 'missed'}`,
    );
  }
  return lines;
}
