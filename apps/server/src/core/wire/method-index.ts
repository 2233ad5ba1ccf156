import type { FastifyInstance } from 'fastify';

interface RoutePattern {
  readonly pattern: RegExp;
  readonly methods: Set<string>;
}

/** `/media/:fileId/*` → a regular expression over concrete paths. */
function compile(url: string): RegExp {
  const source = url
    .split('/')
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

/** Which methods the registered routes answer on a concrete path, for 405 answers and their `Allow` header. */
export function createMethodIndex(app: FastifyInstance) {
  const byUrl = new Map<string, Set<string>>();
  let compiled: RoutePattern[] | undefined;
  app.addHook('onRoute', (route) => {
    const methods = byUrl.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    byUrl.set(route.url, methods);
    compiled = undefined;
  });
  return {
    allowedFor(path: string): string[] {
      compiled ??= [...byUrl].map(([url, methods]) => ({ pattern: compile(url), methods }));
      const allowed = new Set<string>();
      for (const route of compiled) {
        if (route.pattern.test(path)) for (const method of route.methods) allowed.add(method);
      }
      return [...allowed].sort();
    },
  };
}
