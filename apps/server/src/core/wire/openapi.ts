import { z } from 'zod';
import { ERROR_CODES, fallbackPath, PageAnswer, type ErrorCode } from '@atrium/contract';
import { routeErrors } from './route-errors.js';
import type { RouteSpec } from './route.js';

function jsonSchema(schema: z.ZodType): unknown {
  return z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' });
}

function toOpenApiPath(path: string): string {
  return path.replace(/\{([A-Za-z0-9_.]+)\}/g, (_, name: string) => `{${name}}`);
}

const VALIDATION_ERROR = {
  type: 'object',
  required: ['message', 'details'],
  properties: {
    message: { const: 'INVALID_ARGUMENT' },
    details: {
      type: 'object',
      properties: {
        validationError: {
          type: 'object',
          properties: { fieldViolations: { type: 'array', items: { type: 'object' } } },
        },
      },
    },
  },
};

function applicationError(codes: readonly ErrorCode[]) {
  return {
    type: 'object',
    required: ['message', 'details'],
    properties: {
      message: { type: 'string' },
      details: {
        type: 'object',
        properties: {
          applicationError: {
            type: 'object',
            required: ['code', 'description', 'data'],
            properties: { code: { enum: codes }, description: { type: 'string' }, data: { type: 'object' } },
          },
        },
      },
    },
  };
}

/** The error answers of one route, by status: each lists its codes and what they mean (WIRE.md section 5). */
function errorResponses(route: RouteSpec): Record<string, unknown> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of routeErrors(route)) {
    const { status } = ERROR_CODES[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  if (!byStatus.has(400)) byStatus.set(400, []);
  const responses: Record<string, unknown> = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const described = codes.map((code) => `${code}: ${ERROR_CODES[code].meaning}`);
    const bodies = [
      ...(status === 400 ? [VALIDATION_ERROR] : []),
      ...(codes.length ? [applicationError(codes)] : []),
    ];
    responses[String(status)] = {
      description: (status === 400 ? ['INVALID_ARGUMENT: field violations', ...described] : described).join(
        '\n',
      ),
      content: { 'application/json': { schema: bodies.length === 1 ? bodies[0] : { oneOf: bodies } } },
    };
  }
  return responses;
}

function successResponse(route: RouteSpec): unknown {
  if (route.call.output === PageAnswer)
    return {
      description: 'An HTML page, or a redirect (302) back to the site',
      content: { 'text/html': {} },
    };
  return {
    description: 'Success',
    content: { 'application/json': { schema: jsonSchema(route.call.output) } },
  };
}

function operation(route: RouteSpec): Record<string, unknown> {
  const { method, input, service, name } = route.call;
  const fromQuery = method === 'GET' || method === 'DELETE';
  return {
    operationId: `${service}.${name}`,
    tags: [service],
    summary: route.summary,
    ...(fromQuery
      ? { parameters: [{ name: 'payload', in: 'query', style: 'deepObject', schema: jsonSchema(input) }] }
      : { requestBody: { content: { 'application/json': { schema: jsonSchema(input) } } } }),
    responses: { 200: successResponse(route), ...errorResponses(route) },
    'x-error-codes': routeErrors(route),
    ...(route.access === 'none' ? { security: [] } : {}),
  };
}

/** The same call as a JSON POST: the client's form of a GET whose query string would be too long. */
function postForm(route: RouteSpec): Record<string, unknown> {
  const { parameters: _, ...get } = operation(route);
  return {
    ...get,
    operationId: `${route.call.service}.${route.call.name}.post`,
    summary: `${route.summary} (the POST form of the GET, for long payloads)`,
    requestBody: { content: { 'application/json': { schema: jsonSchema(route.call.input) } } },
  };
}

/** The OpenAPI 3.1 document of every wire route, generated from the contract's calls. */
export function buildOpenApi(routes: readonly RouteSpec[], serverUrl: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = toOpenApiPath(route.call.path);
    paths[path] = { ...paths[path], [route.call.method.toLowerCase()]: operation(route) };
    const fallback = fallbackPath(route.call);
    if (fallback) {
      const posted = toOpenApiPath(fallback);
      paths[posted] = { ...paths[posted], post: postForm(route) };
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Atrium', version: '0.1.0' },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    security: [{ token: [] }],
    paths,
  };
}
