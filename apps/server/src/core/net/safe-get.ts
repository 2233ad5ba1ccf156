import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Readable } from 'node:stream';
import { BlockedAddressError, guardedLookup, isPrivateAddress } from './safe-post.js';

export interface GetOptions {
  url: string;
  headers?: Record<string, string>;
  /** The whole exchange, redirects and body included, must end within this. */
  signal: AbortSignal;
  maxRedirects?: number;
  /** Hosts that may resolve to private addresses (development only); compared lower-case. */
  allowHosts?: readonly string[];
}

export interface GetResult {
  body: Readable;
  status: number;
  contentType: string | undefined;
  contentLength: number | undefined;
  finalUrl: string;
}

export class FetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FetchError';
  }
}

function request(target: URL, options: GetOptions): Promise<http.IncomingMessage> {
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    return Promise.reject(
      new FetchError(`Only http and https addresses can be fetched, not ${target.protocol}`),
    );
  const host = target.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const allowed = options.allowHosts?.includes(host) ?? false;
  if (!allowed && net.isIP(host) && isPrivateAddress(host))
    return Promise.reject(new BlockedAddressError(host));
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(target, {
      method: 'GET',
      headers: { 'user-agent': 'Atrium media import', ...options.headers },
      signal: options.signal,
      // A pooled keep-alive socket would skip the address check below: every fetch opens its own connection.
      agent: false,
      // The check runs on the address actually connected to, so a DNS answer cannot slip a private one past it.
      ...(allowed ? {} : { lookup: guardedLookup }),
    });
    outgoing.on('response', resolve);
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/**
 * GETs a user-supplied URL on a user's behalf: never a private, loopback or link-local address, checked again
 * at every redirect, with a bound on redirects and one deadline for everything.
 */
export async function safeGet(options: GetOptions): Promise<GetResult> {
  let target = new URL(options.url);
  const maxRedirects = options.maxRedirects ?? 5;
  for (let hop = 0; ; hop++) {
    const response = await request(target, options);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      if (hop >= maxRedirects) throw new FetchError(`More than ${maxRedirects} redirects`);
      target = new URL(response.headers.location, target);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw new FetchError(`The address answered with status ${status}`);
    }
    const length = Number(response.headers['content-length']);
    return {
      body: response,
      status,
      contentType: response.headers['content-type'],
      contentLength: Number.isFinite(length) ? length : undefined,
      finalUrl: target.toString(),
    };
  }
}
