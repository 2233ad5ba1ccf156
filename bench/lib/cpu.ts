// CPU time of the processes a bench drives, read from /proc (Linux; elsewhere undefined): the server process,
// and the PostgreSQL backends serving one database. Per request, it tells where a route's time goes when
// several processes share the machine, which requests per second alone cannot.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

let ticksPerSecond: number | undefined;

function tickMs(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return 1000 / ticksPerSecond;
}

/** User and system CPU of one process so far, in ms; undefined where /proc cannot tell. */
export function processCpuMs(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * tickMs();
  } catch {
    return undefined;
  }
}

/** CPU so far of the PostgreSQL backends connected to `database` on this machine, in ms, by process id. */
export function postgresCpuMs(database: string): Map<number, number> | undefined {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return undefined;
  }
  const found = new Map<number, number>();
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // A backend names itself "postgres: <user> <database> <client> <state>".
      const title = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (!title.startsWith('postgres: ') || !title.split(' ').includes(database)) continue;
      const ms = processCpuMs(Number(entry));
      if (ms !== undefined) found.set(Number(entry), ms);
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

/** CPU used since `before` by the backends present at both ends (a pool keeps its connections). */
export function postgresCpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) {
    const start = before.get(pid);
    if (start !== undefined) total += ms - start;
  }
  return total;
}
