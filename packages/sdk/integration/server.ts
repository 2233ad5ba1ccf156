import type { AddressInfo } from 'node:net';
import { createTestApp, type TestAtrium, type TestAppOptions } from '../../../apps/server/src/test/app.js';

export interface ListeningAtrium extends TestAtrium {
  host: string;
}

/** The real Atrium server, in this process, listening on a loopback port for the SDK to call over HTTP. */
export async function startAtrium(options: TestAppOptions = {}): Promise<ListeningAtrium> {
  const atrium = await createTestApp(options);
  await atrium.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = atrium.app.server.address() as AddressInfo;
  return { ...atrium, host: `http://127.0.0.1:${port}` };
}
