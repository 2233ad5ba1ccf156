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
