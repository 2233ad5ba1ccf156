// Test support only: the operations of /openapi.json, requests for them, and the wire's rules for answers.
import { ERROR_CODES, ViolatedRule } from '@atrium/contract';
import { pathValue, spoil, type Spoiler } from './spoil.js';
import { sample, type Json, type Random, type Schema } from './samples.js';

export interface Operation {
  readonly method: string;
  readonly path: string;
  readonly schema: Schema;
  /** The answer is a page (a browser navigation), not JSON. */
  readonly page: boolean;
  /** The application error codes the document says this operation may answer. */
  readonly codes: ReadonlySet<string>;
}

type OpenApi = { paths: Record<string, Record<string, Record<string, unknown>>> };

export function operationsOf(document: OpenApi): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters as { schema: Schema }[] | undefined;
      const body = operation.requestBody as
        { content: { 'application/json': { schema: Schema } } } | undefined;
      const success = (operation.responses as Record<string, { content?: Record<string, unknown> }>)['200'];
      return {
        method: method.toUpperCase(),
        path,
        schema: parameters?.[0]?.schema ?? body?.content['application/json'].schema ?? {},
        page: success?.content?.['text/html'] !== undefined,
        codes: new Set((operation['x-error-codes'] as string[] | undefined) ?? []),
      };
    }),
  );
}

function valueAt(payload: Json, dotted: string): Json | undefined {
  let node: Json | undefined = payload;
  for (const part of dotted.split('.')) {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return undefined;
    node = node[part];
  }
  return node;
}

/** Dotted keys and repeated arrays (WIRE.md section 4), or undefined where only `.r` can carry the payload. */
function dotted(payload: Json, prefix = '', out = new URLSearchParams()): URLSearchParams | undefined {
  if (payload === null || typeof payload !== 'object') {
    out.append(prefix, String(payload));
    return out;
  }
  if (Array.isArray(payload)) {
    if (payload.some((item) => item !== null && typeof item === 'object')) return undefined;
    for (const item of payload) out.append(prefix, String(item));
    return out;
  }
  for (const [key, value] of Object.entries(payload)) {
    if (!dotted(value, prefix ? `${prefix}.${key}` : key, out)) return undefined;
  }
  return out;
}

export interface Request {
  method: string;
  url: string;
  payload?: string;
  headers: Record<string, string>;
}

/** One request for an operation: a sampled payload, spoiled, with its path filled and its payload placed. */
export function buildRequest(operation: Operation, spoiler: Spoiler, random: Random): Request {
  const payload = spoil(sample(operation.schema, { root: operation.schema, random }), spoiler, random);
  const url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(pathValue(valueAt(payload, name), spoiler, random)),
  );
  if (operation.method === 'GET' || operation.method === 'DELETE') {
    const form = random.chance(0.5) ? dotted(payload) : undefined;
    const search =
      form ?? new URLSearchParams({ '.r': Buffer.from(JSON.stringify(payload)).toString('base64url') });
    const query = search.toString();
    return { method: operation.method, url: query ? `${url}?${query}` : url, headers: {} };
  }
  return {
    method: operation.method,
    url,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json' },
  };
}

const RULES = new Set<string>(ViolatedRule.options);

interface ErrorBody {
  message?: unknown;
  details?: {
    validationError?: { fieldViolations?: Record<string, unknown>[] };
    applicationError?: { code?: unknown; description?: unknown };
  };
}

/** What is wrong with an answer by the wire's rules (WIRE.md sections 2 and 5), or undefined if nothing. */
export function offWire(
  operation: Operation,
  answer: { statusCode: number; headers: Record<string, unknown>; body: string },
): string | undefined {
  const { statusCode: status, headers } = answer;
  if (!headers['x-wix-request-id']) return 'no x-wix-request-id';
  if (status >= 500) return `status ${status}`;
  const html = String(headers['content-type'] ?? '').startsWith('text/html');
  if (operation.page && (html || (status >= 300 && status < 400))) return undefined;
  let body: ErrorBody | null;
  try {
    body = JSON.parse(answer.body) as ErrorBody | null;
  } catch {
    return `status ${status} with a body that is not JSON`;
  }
  if (status === 200)
    return body && typeof body === 'object' && !Array.isArray(body) ? undefined : 'not an object';
  if (status < 400) return `status ${status}`;
  const violations = body?.details?.validationError?.fieldViolations;
  if (violations) {
    if (status !== 400 || body?.message !== 'INVALID_ARGUMENT') return 'validation error off the wire shape';
    const bad = violations.find(
      (v) =>
        typeof v.field !== 'string' ||
        typeof v.description !== 'string' ||
        !RULES.has(String(v.violatedRule)),
    );
    return bad ? `field violation off the wire shape: ${JSON.stringify(bad)}` : undefined;
  }
  const application = body?.details?.applicationError;
  const code = String(application?.code);
  if (!application || typeof application.description !== 'string') return 'error body off the wire shape';
  const entry = ERROR_CODES[code as keyof typeof ERROR_CODES];
  if (!entry) return `code ${code} is not in the error table`;
  if (entry.status !== status) return `code ${code} answered with ${status}, the table says ${entry.status}`;
  // A path parameter such as `..` makes the URL another route's, or none: those answers are not this route's.
  const elsewhere = code === 'ROUTE_NOT_FOUND' || code === 'METHOD_NOT_ALLOWED';
  if (!elsewhere && !operation.codes.has(code))
    return `code ${code} is not among the route's documented codes`;
  return undefined;
}
