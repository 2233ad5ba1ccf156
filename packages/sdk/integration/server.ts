import { createTestApp, type TestAtrium, type TestAppOptions } from '../../../apps/server/src/test/app.js';
import { freePort } from '../../../apps/server/src/test/ports.js';

export interface ListeningAtrium extends TestAtrium {
  host: string;
}

/**
 * The real Atrium server, in this process, listening on a loopback port for the SDK to call over HTTP. With
 * `publicAtHost` its public URL is that address, so that the URLs it hands out (uploads, media) reach it;
 * otherwise it is the test server's usual http://atrium.test.
 */
export async function startAtrium(
  options: TestAppOptions & { publicAtHost?: boolean } = {},
): Promise<ListeningAtrium> {
  const port = await freePort();
  const host = `http://127.0.0.1:${port}`;
  const { publicAtHost, ...rest } = options;
  const config = publicAtHost ? { publicUrl: host, ...rest.config } : rest.config;
  const atrium = await createTestApp({ ...rest, ...(config ? { config } : {}) });
  await atrium.app.listen({ port, host: '127.0.0.1' });
  return { ...atrium, host };
}
