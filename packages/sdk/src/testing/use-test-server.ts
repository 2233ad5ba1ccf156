// Test support only: one local HTTP test server per test file, started before its tests and closed after,
// with the recorded requests and the canned answer reset after each test.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './http-test-server.js';

/** Call at the top of a test file; the returned server forwards to the one `beforeAll` starts. */
export function useTestServer(): TestServer {
  let server: TestServer | undefined;
  const current = () => {
    if (!server) throw new Error('The test server starts in beforeAll: use it inside tests');
    return server;
  };
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => {
    current().requests.length = 0;
    current().handle(() => ({ body: {} }));
  });
  return {
    get url() {
      return current().url;
    },
    get requests() {
      return current().requests;
    },
    handle: (handler) => current().handle(handler),
    close: () => current().close(),
  };
}
