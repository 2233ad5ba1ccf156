import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { MAX_CURSOR_LENGTH, MAX_LIMIT } from '@atrium/contract';
import { invalid } from '../wire/errors.js';

/** What a cursor carries: the whole query after the first page, and where the page boundary lies. */
export interface CursorState {
  filter: Record<string, unknown> | null;
  /** The effective sort, without the tie-breaker (re-appended on use). */
  sort: { fieldName: string; order: 'ASC' | 'DESC' }[];
  /** Page size used when the next request names none. */
  limit: number;
  /** `next`: the rows after the boundary; `prev`: the rows before it. */
  direction: 'next' | 'prev';
  /** The sort-key texts of the boundary row, tie-breaker last. */
  values: (string | null)[];
}

export type CursorKey = string | Uint8Array;

export interface CursorBinding {
  key: CursorKey;
  /** Names the query a cursor belongs to (table, field set, route); a cursor from another one is refused. */
  context: string;
}

const Payload = z.strictObject({
  v: z.literal(1),
  f: z.record(z.string(), z.unknown()).nullable(),
  s: z.array(z.tuple([z.string().max(512), z.enum(['A', 'D'])])).max(11),
  l: z.number().int().min(0).max(MAX_LIMIT),
  d: z.enum(['n', 'p']),
  k: z.array(z.string().nullable()).min(1).max(11),
});

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const MIN_KEY_BYTES = 16;

function sign(binding: CursorBinding, body: string): Buffer {
  const key = typeof binding.key === 'string' ? Buffer.from(binding.key, 'utf8') : Buffer.from(binding.key);
  if (key.length < MIN_KEY_BYTES) throw new Error(`cursor keys must have at least ${MIN_KEY_BYTES} bytes`);
  // The context is signed but not sent: a cursor verifies only against the query it was issued for.
  return createHmac('sha256', key).update(`atrium.cursor.v1\u0000${binding.context}\u0000${body}`).digest();
}

/** `base64url(JSON).base64url(HMAC-SHA256)`: self-contained, so any server process can continue the walk. */
export function encodeCursor(state: CursorState, binding: CursorBinding): string {
  const payload: z.infer<typeof Payload> = {
    v: 1,
    f: state.filter,
    s: state.sort.map((s) => [s.fieldName, s.order === 'DESC' ? 'D' : 'A']),
    l: state.limit,
    d: state.direction === 'prev' ? 'p' : 'n',
    k: state.values,
  };
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${body}.${sign(binding, body).toString('base64url')}`;
}

function verify(cursor: string, binding: CursorBinding): unknown {
  if (cursor.length > MAX_CURSOR_LENGTH) return undefined;
  const parts = cursor.split('.');
  if (parts.length !== 2) return undefined;
  const [body, signature] = parts as [string, string];
  if (!BASE64URL.test(body) || !BASE64URL.test(signature)) return undefined;
  // Compared as text, not decoded bytes: base64url's spare low bits would let an altered last character
  // through. Constant time, so timing does not reveal how much of a forged signature was right.
  const expected = Buffer.from(sign(binding, body).toString('base64url'), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Reads a cursor, refusing any that was altered, truncated, signed with another key or issued for
 * another query, with a validation error on `path`.
 */
export function decodeCursor(cursor: string, binding: CursorBinding, path: string): CursorState {
  const parsed = Payload.safeParse(verify(cursor, binding));
  if (!parsed.success) throw invalid(path, 'is not a valid cursor for this query', 'FORMAT');
  const p = parsed.data;
  return {
    filter: p.f,
    sort: p.s.map(([fieldName, order]) => ({ fieldName, order: order === 'D' ? 'DESC' : 'ASC' })),
    limit: p.l,
    direction: p.d === 'p' ? 'prev' : 'next',
    values: p.k,
  };
}
