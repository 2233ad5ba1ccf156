// Test support only (never exported from index.ts): a real HTTP server on 127.0.0.1 that records every
// request and answers with canned JSON, so that the SDK's tests go through a real fetch and real sockets.
import { createServer, STATUS_CODES } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query string, as sent. */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body as sent, byte for byte (uploads). */
  bytes: Buffer;
  /** The body parsed as JSON, or undefined when it is empty or not JSON. */
  json: unknown;
}

export interface CannedResponse {
  status?: number;
  statusText?: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** The `x-wix-request-id` to send; a generated one by default, none when null. */
  requestId?: string | null;
}

export type TestHandler = (request: RecordedRequest) => CannedResponse | Promise<CannedResponse>;

export interface TestServer {
  url: string;
  requests: RecordedRequest[];
  /** Replaces the handler for the requests that follow. */
  handle(handler: TestHandler): void;
  close(): Promise<void>;
}

export async function startTestServer(initial: TestHandler = () => ({ body: {} })): Promise<TestServer> {
  let handler = initial;
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const bytes = Buffer.concat(chunks);
      const body = bytes.toString('utf8');
      const parsed = new URL(req.url ?? '/', 'http://127.0.0.1');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        path: parsed.pathname,
        query: parsed.searchParams,
        headers: req.headers,
        body,
        bytes,
        json: parseJson(body),
      };
      requests.push(recorded);
      Promise.resolve(handler(recorded)).then(
        (answer) => {
          const headers: Record<string, string> = { 'content-type': 'application/json', ...answer.headers };
          const requestId = answer.requestId === undefined ? `req-${requests.length}` : answer.requestId;
          if (requestId !== null) headers['x-wix-request-id'] = requestId;
          const status = answer.status ?? 200;
          res.writeHead(status, answer.statusText ?? STATUS_CODES[status] ?? '', headers);
          res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {}));
        },
        (error: unknown) => {
          res.writeHead(599, { 'content-type': 'text/plain' });
          res.end(String(error));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function parseJson(body: string): unknown {
  if (!body) return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}
