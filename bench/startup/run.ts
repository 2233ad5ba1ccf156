// Seconds from `atrium start` to the first 200 from /readyz with an existing data folder, against a baseline:
// a bare Node HTTP server started the same way, measured in the same run.
import { spawn } from 'node:child_process';
import { benchEnvironment, startServer, waitForReady } from '../lib/server.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function baseline(port: number): Promise<number> {
  const started = performance.now();
  const code = `require('http').createServer((q,s)=>s.end('ok')).listen(${port})`;
  const child = spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
  await waitForReady(`http://127.0.0.1:${port}`);
  const elapsed = (performance.now() - started) / 1000;
  child.kill('SIGTERM');
  return elapsed;
}

async function main() {
  const environment = await benchEnvironment(3901);
  try {
    // The first start creates the database; the measured ones reopen it.
    await (await startServer(environment.env)).stop();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const server = await startServer(environment.env);
      times.push((performance.now() - started) / 1000);
      await server.stop();
    }
    const base: number[] = [];
    for (let i = 0; i < RUNS; i++) base.push(await baseline(3902));
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const atriumMedian = median(times);
    const baseMedian = median(base);
    console.log(`\nbench/startup on ${environment.label}, median of ${RUNS}`);
    console.log(`bare node http server   ${baseMedian.toFixed(2)} s`);
    console.log(
      `atrium start → /readyz  ${atriumMedian.toFixed(2)} s   ratio ${(atriumMedian / baseMedian).toFixed(1)}`,
    );
  } finally {
    await environment.cleanup();
  }
}

await main();
