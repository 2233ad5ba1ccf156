import { z } from 'zod';
import type { RouteSpec } from './route.js';

function jsonSchema(schema: z.ZodType): unknown {
  return z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' });
}

function toOpenApiPath(path: string): string {
  return path.replace(/\{([A-Za-z0-9_.]+)\}/g, (_, name: string) => `{${name}}`);
}

/** The OpenAPI 3.1 document of every wire route, generated from the contract's schemas. */
export function buildOpenApi(routes: readonly RouteSpec[], serverUrl: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const fromQuery = route.method === 'GET' || route.method === 'DELETE';
    const operation = {
      summary: route.summary,
      ...(fromQuery
        ? {
            parameters: [
              { name: 'payload', in: 'query', style: 'deepObject', schema: jsonSchema(route.input) },
            ],
          }
        : { requestBody: { content: { 'application/json': { schema: jsonSchema(route.input) } } } }),
      responses: {
        200: {
          description: 'Success',
          content: { 'application/json': { schema: jsonSchema(route.output) } },
        },
        default: { description: 'An application or validation error (WIRE.md section 5)' },
      },
      ...(route.access === 'none' ? { security: [] } : {}),
    };
    const path = toOpenApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
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
