// A route and its floor (and BENCH_STAGES' stages) under autocannon, in alternation, for every benchmark: requests per second, p99 latency, and the CPU per request of the server process and of the PostgreSQL
// backends, which tell where a route's time goes when both share the machine.
import autocannon from 'autocannon';
import { postgresCpuMs, postgresCpuSince, processCpuMs } from '../lib/cpu.js';

export const CONNECTIONS = 10;
const WARMUP_SECONDS = 1;

export interface Measured {
  rps: number;
  p99: number;
  /** CPU per request of the server process (with PGlite: the database too), ms. */
  serverMs?: number | undefined;
  /** CPU per request of the PostgreSQL backends, ms. */
  databaseMs?: number | undefined;
}

/** What a measurement watches besides the answers: the server process and its database's backends. */
export interface Watched {
  pid: number;
  /** The PostgreSQL database's name; undefined on PGlite, which runs inside the server process. */
  database?: string | undefined;
}

/** Starts counting the CPU of the watched processes; the function it returns tells how much they used since, ms. */
export function cpuMeter(watched: Watched) {
  const server = processCpuMs(watched.pid);
  const database = watched.database ? postgresCpuMs(watched.database) : undefined;
  return () => {
    const serverAfter = processCpuMs(watched.pid);
    const databaseAfter = watched.database ? postgresCpuMs(watched.database) : undefined;
    return {
      serverMs: server !== undefined && serverAfter !== undefined ? serverAfter - server : undefined,
      databaseMs: database && databaseAfter ? postgresCpuSince(database, databaseAfter) : undefined,
    };
  };
}

interface Round {
  requests: number;
  seconds: number;
  p99: number;
  serverMs?: number | undefined;
  databaseMs?: number | undefined;
}

function summary(rounds: Round[]): Measured {
  const requests = rounds.reduce((sum, r) => sum + r.requests, 0);
  const perRequest = (pick: (r: Round) => number | undefined) =>
    rounds.every((r) => pick(r) !== undefined)
      ? rounds.reduce((sum, r) => sum + pick(r)!, 0) / requests
      : undefined;
  return {
    rps: requests / rounds.reduce((sum, r) => sum + r.seconds, 0),
    p99: rounds.reduce((sum, r) => sum + r.p99, 0) / rounds.length,
    serverMs: perRequest((r) => r.serverMs),
    databaseMs: perRequest((r) => r.databaseMs),
  };
}

/** How a benchmark alternates its sides: what it watches, for how long in all, in how many rounds. */
export interface Alternation {
  watched: Watched;
  seconds: number;
  rounds: number;
}

/**
 * The sides in alternation, `rounds` times, after a warm-up of each: the machine's load drifts (other
 * processes, autovacuum, the JIT), and alternating spreads the drift over all sides.
 */
export async function measureSides(
  name: string,
  sides: Array<{ label: string; options: autocannon.Options }>,
  { watched, seconds, rounds }: Alternation,
): Promise<Measured[]> {
  for (const side of sides) await autocannon({ ...side.options, duration: WARMUP_SECONDS });
  const measured: Round[][] = sides.map(() => []);
  for (let i = 0; i < rounds; i++)
    for (const [j, side] of sides.entries()) {
      const stop = cpuMeter(watched);
      const result = await autocannon({ ...side.options, duration: seconds / rounds });
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${name} ${side.label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      measured[j]!.push({
        requests: result.requests.total,
        seconds: result.duration,
        p99: result.latency.p99,
        ...stop(),
      });
    }
  return measured.map(summary);
}

/** What one request sends besides its URL: its method, and its authorization and JSON body if any. */
export interface Sent {
  method: 'GET' | 'POST';
  authorization?: string | undefined;
  body?: unknown;
}

/** Autocannon's options for one request, sent by CONNECTIONS connections. */
export function request(url: string, { method, authorization, body }: Sent): autocannon.Options {
  return {
    url,
    method,
    headers: {
      ...(authorization ? { authorization } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    connections: CONNECTIONS,
  };
}
