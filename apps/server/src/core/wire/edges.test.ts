import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@atrium/contract';
import { createTestApp, visitorToken, type TestAtrium } from '../../test/app.js';
import { freePort } from '../../test/ports.js';

// The edges of the HTTP layer, over a real socket: answers that Node and Fastify would make themselves (431,
// 414, 413, 405, malformed requests) and bodies that are not JSON objects all come back in the wire's shape
// with a request id, and a NUL character anywhere is a field violation, never a 500 from PostgreSQL.

let atrium: TestAtrium;
let base: string;
let port: number;

beforeAll(async () => {
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  atrium = await createTestApp({ config: { publicUrl: base } });
  await atrium.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => atrium?.close());

/** An answer's body as the wire shapes errors (WIRE.md section 5), or a success body. */
interface Body {
  message?: string;
  details: {
    applicationError?: { code: string; description: string };
    validationError: { fieldViolations: { field: string; violatedRule: string }[] };
  };
  site: { name: string };
  uploadUrl: string;
}

interface Answer {
  status: number;
  headers: Headers;
  body: Body;
}

async function call(path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(base + path, init);
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Answer['body'],
  };
}

const admin = () => ({ authorization: atrium.site.apiKey, 'content-type': 'application/json' });

/** The answer is the wire's application error with this code and the table's status, and has a request id. */
function expectCode(answer: Answer, code: keyof typeof ERROR_CODES) {
  expect(answer.headers.get('x-wix-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  expect(answer.body.details?.applicationError?.code).toBe(code);
  expect(answer.status).toBe(ERROR_CODES[code].status);
}

function expectViolation(answer: Answer, field: string, rule: string) {
  expect(answer.status).toBe(400);
  expect(answer.headers.get('x-wix-request-id')).toBeTruthy();
  expect(answer.body.message).toBe('INVALID_ARGUMENT');
  expect(answer.body.details.validationError.fieldViolations).toContainEqual(
    expect.objectContaining({ field, violatedRule: rule }),
  );
}

/** What a raw socket gets back for bytes written as they are. */
function rawExchange(request: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

function parseRaw(text: string) {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(lines.map((line) => line.split(': ').map((part) => part.toLowerCase())));
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as Body };
}

describe('NUL characters', () => {
  it('are a FORMAT violation naming the field, wherever they come, and nothing is stored', async () => {
    const before = (await call('/atrium/v1/site', { headers: admin() })).body.site.name;
    const renamed = await call('/atrium/v1/site', {
      method: 'PATCH',
      headers: admin(),
      body: JSON.stringify({ site: { name: 'a\u0000b' } }),
    });
    expectViolation(renamed, 'site.name', 'FORMAT');
    expect((await call('/atrium/v1/site', { headers: admin() })).body.site.name).toBe(before);

    expectViolation(await call('/atrium/v1/members?search=a%00b', { headers: admin() }), 'search', 'FORMAT');
    const visitor = await visitorToken(atrium, atrium.site.clientId);
    const files = await call('/site-media/v1/files/get-files', {
      method: 'POST',
      headers: { authorization: visitor, 'content-type': 'application/json' },
      body: JSON.stringify({ fileIds: ['a\u0000b'] }),
    });
    expectViolation(files, 'fileIds[0]', 'FORMAT');
    const registered = await call('/_api/iam/authentication/v2/register', {
      method: 'POST',
      headers: { authorization: visitor, 'content-type': 'application/json' },
      body: JSON.stringify({
        loginId: { email: 'nul@example.com' },
        password: 'a fine password',
        profile: { firstName: 'A\u0000da' },
      }),
    });
    expectViolation(registered, 'profile.firstName', 'FORMAT');
  });

  it('are refused in field names, `.r` payloads and path parameters, of wire routes and others', async () => {
    const keyed = await call('/atrium/v1/webhooks', {
      method: 'POST',
      headers: admin(),
      body: JSON.stringify({ webhook: { url: 'https://example.com/h', eventTypes: ['*'], 'x\u0000': 1 } }),
    });
    expectViolation(keyed, 'webhook.x\u0000', 'FORMAT');
    const r = Buffer.from(JSON.stringify({ search: 'a\u0000' })).toString('base64url');
    expectViolation(await call(`/atrium/v1/members?.r=${r}`, { headers: admin() }), 'search', 'FORMAT');
    expectViolation(await call('/site-media/v1/folders/a%00b', { headers: admin() }), 'folderId', 'FORMAT');
    expectViolation(await call('/media/a%00b'), 'fileId', 'FORMAT');
  });
});

describe('answers Node and Fastify would make themselves', () => {
  it('takes a request line of 64 KB, and past the limit answers 431 in the wire shape', async () => {
    const items = Array.from({ length: 300 }, (_, i) => ({
      appId: 'a'.repeat(36),
      catalogItemId: `item-${i}-${'x'.repeat(100)}`,
    }));
    const r = Buffer.from(JSON.stringify({ items })).toString('base64url');
    expect(r.length).toBeGreaterThan(64 * 1024);
    const long = await fetch(`${base}/categories/v1/categories/list-categories-for-items?.r=${r}`, {
      headers: { authorization: atrium.site.apiKey },
    });
    expect(long.status).not.toBe(431);
    expect(long.status).toBeLessThan(500);
    expectCode(await call(`/atrium/v1/members?search=${'a'.repeat(200_000)}`), 'HEADERS_TOO_LARGE');
  });

  it('answers a long path parameter, a bad escape, 404 and 405 in the wire shape, without echoing a long path', async () => {
    const long = await call(`/site-media/v1/folders/${'p'.repeat(3000)}`, { headers: admin() });
    expectCode(long, 'URI_TOO_LONG');
    expect(JSON.stringify(long.body)).not.toContain('p'.repeat(100));
    expectCode(await call('/site-media/v1/folders/%E0%A4%A', { headers: admin() }), 'BAD_REQUEST');
    expectCode(await call('/no/such/route'), 'ROUTE_NOT_FOUND');
    const wrongMethod = await call('/oauth2/token', { method: 'DELETE' });
    expectCode(wrongMethod, 'METHOD_NOT_ALLOWED');
    expect(wrongMethod.headers.get('allow')).toBe('POST');
  });

  it('answers a malformed request line and a body cut short in the wire shape', async () => {
    const garbage = parseRaw(await rawExchange('GARBAGE\r\n\r\n'));
    expect(garbage.status).toBe(400);
    expect(garbage.headers['x-wix-request-id']).toBeTruthy();
    expect(garbage.body.details.applicationError?.code).toBe('BAD_REQUEST');
    const cut = parseRaw(
      await rawExchange(
        'POST /oauth2/token HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"a":',
      ),
    );
    expect(cut.status).toBe(400);
    expect(cut.body.details.applicationError?.code).toBe('REQUEST_ABORTED');
  });
});

describe('bodies', () => {
  it('refuses a JSON body that is not an object, and answers invalid JSON in the wire shape', async () => {
    for (const body of ['null', '[]', '"text"', '42']) {
      expectViolation(
        await call('/atrium/v1/webhooks', { method: 'POST', headers: admin(), body }),
        '',
        'FORMAT',
      );
    }
    expectCode(await call('/oauth2/token', { method: 'POST', headers: admin(), body: '{' }), 'INVALID_JSON');
  });

  it('refuses other content types with 415 at JSON routes, the upload-URL calls included', async () => {
    for (const path of [
      '/site-media/v1/files/generate-upload-url',
      '/site-media/v1/files/generate-resumable-upload-url',
      '/atrium/v1/webhooks',
    ]) {
      expectCode(
        await call(path, {
          method: 'POST',
          headers: { authorization: atrium.site.apiKey, 'content-type': 'text/plain' },
          body: '{"mimeType":"image/png"}',
        }),
        'UNSUPPORTED_MEDIA_TYPE',
      );
    }
  });

  it('lets a 413 reach a client still sending, and keeps the connection for the next request', async () => {
    for (const length of [2_000_000, 30_000_000]) {
      const answer = await call('/oauth2/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: 'x'.repeat(length),
      });
      expectCode(answer, 'PAYLOAD_TOO_LARGE');
    }
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const post = (body: string) =>
      new Promise<{ status: number; socket: net.Socket }>((resolve, reject) => {
        const request = http.request(`${base}/oauth2/token`, {
          agent,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        });
        request.on('response', (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode!, socket: request.socket! }));
        });
        request.on('error', reject);
        // Chunked and in pieces, so that the body is still arriving when the answer goes out.
        const piece = Buffer.alloc(256 * 1024, 'x');
        let sent = 0;
        const pump = () => {
          while (sent < body.length) {
            sent += piece.length;
            if (!request.write(piece)) return void request.once('drain', pump);
          }
          request.end();
        };
        if (body === '')
          request.end(JSON.stringify({ grantType: 'anonymous', clientId: atrium.site.clientId }));
        else pump();
      });
    const refused = await post('x'.repeat(8_000_000));
    expect(refused.status).toBe(413);
    const next = await post('');
    expect(next.status).toBe(200);
    expect(next.socket).toBe(refused.socket);
    agent.destroy();
  });

  it('lets an upload past its size limit get its FILE_TOO_LARGE answer while the client is still sending', async () => {
    await atrium.modules.media.settings.update(atrium.site.siteId, {
      visitorUploads: true,
      visitorUploadMaxBytes: '1000',
    });
    const visitor = await visitorToken(atrium, atrium.site.clientId);
    for (const length of [20_000, 6_000_000, 30_000_000]) {
      const granted = await call('/site-media/v1/files/generate-upload-url', {
        method: 'POST',
        headers: { authorization: visitor, 'content-type': 'application/json' },
        body: JSON.stringify({ mimeType: 'image/jpeg', fileName: 'big.jpg' }),
      });
      // Chunked, with no content-length: the limit is only found out while the bytes arrive.
      const piece = new Uint8Array(256 * 1024).fill(1);
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= length) return controller.close();
          sent += piece.length;
          controller.enqueue(piece);
        },
      });
      const put = await fetch(granted.body.uploadUrl, {
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg' },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      const answer = (await put.json()) as Body;
      expect([put.status, answer.details.applicationError?.code]).toEqual([400, 'FILE_TOO_LARGE']);
      // The rest of the body was read and dropped, so the connection stays usable instead of being cut.
      expect(put.headers.get('connection')).not.toBe('close');
    }
  });

  it('stores a PUT upload of a JSON file as bytes, whatever its content type', async () => {
    const granted = await call('/site-media/v1/files/generate-upload-url', {
      method: 'POST',
      headers: admin(),
      body: JSON.stringify({ mimeType: 'application/json', fileName: 'data.json' }),
    });
    const bytes = JSON.stringify({ a: [1, 2, 3], text: 'x'.repeat(2_000_000) });
    const put = await fetch(granted.body.uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: bytes,
    });
    expect(put.status).toBe(200);
    const { file } = (await put.json()) as { file: { sizeInBytes: string } };
    expect(file.sizeInBytes).toBe(String(Buffer.byteLength(bytes)));
  });
});
