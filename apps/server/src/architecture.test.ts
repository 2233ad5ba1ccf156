// The dependency rules of the server (ARCHITECTURE.md section 3), checked on the import specifiers of every
// source file under src/:
// (a) core/ imports no service (its own tests may);
// (b) a service imports another only through that service's index.js; the one exception is a service's
//     tables.ts importing another's tables.ts, for foreign keys (every row belongs to a site: sites/tables.ts);
// (c) a route module (*routes*.ts) touches no database: no drizzle-orm, no tables module, no core/db, and no
//     `db` handle passed on (a route decodes, calls its service and answers);
// (d) production code imports neither the test helpers (src/test/) nor vitest;
// (e) a service's code reaches another module only through what that module provides (its `needs`): what it
//     imports from another service's index.js is types only;
// (f) a service's index.js exports its module and the types others need, nothing else.
// And of the modules app.ts lists: every table of a service belongs to exactly one module. And no source file
// reaches itself through its imports, type-only ones included (lint's import-x/no-cycle sees values only): a
// circle of types is where two modules' boundaries were drawn in the wrong place.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { MODULES } from './app.js';

const SRC = path.dirname(fileURLToPath(import.meta.url));

/** Every specifier a module imports or re-exports, static or dynamic. */
function importsOf(source: string): string[] {
  const pattern = /\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g;
  return [...source.matchAll(pattern)].map((match) => match[1] ?? match[2]!);
}

/** Whether every import or re-export of `specifier` in the source is of types only. */
function typeOnly(source: string, specifier: string): boolean {
  const escaped = specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const statements = [
    ...source.matchAll(new RegExp(`(?:import|export)\\s+[^;]*?from\\s*['"]${escaped}['"]`, 'g')),
  ];
  return statements.every(([statement]) => {
    if (/^(import|export)\s+type\b/.test(statement)) return true;
    const names = /\{([^}]*)\}/.exec(statement)?.[1];
    return (
      names !== undefined && names.split(',').every((name) => !name.trim() || /^type\s/.test(name.trim()))
    );
  });
}

/** A module's statements, comments left out. */
const codeStatements = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean);

/** The names a re-export statement exports as values. */
const valueExports = (statement: string) =>
  /^export\s+type\b/.test(statement)
    ? []
    : (/\{([^}]*)\}/.exec(statement)?.[1] ?? '')
        .split(',')
        .filter((name) => name.trim() && !/^\s*type\s/.test(name));

const isRoutes = (file: string) => /routes[^/]*\.ts$/.test(path.posix.basename(file));
/** The code of a module without its comments and import statements (whose paths may say `db`). */
const codeOf = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '').replace(/^import\b[^;]*;/gm, '');

/** The violations of one file, given its path relative to src/ (with '/' separators) and its source. */
function violations(file: string, source: string): string[] {
  const isTest = /\.test\.tsx?$/.test(file) || file.startsWith('test/');
  const service = /^services\/([^/]+)\/(.+)$/.exec(file);
  const found: string[] = [];
  for (const specifier of importsOf(source)) {
    const target = specifier.startsWith('.')
      ? path.posix.join(path.posix.dirname(file), specifier).replace(/\.js$/, '.ts')
      : undefined;
    const fail = (rule: string) => found.push(`${file} imports ${specifier}: ${rule}`);
    if (file.startsWith('core/') && !isTest && target?.startsWith('services/'))
      fail('core imports no service');
    const other = target && /^services\/([^/]+)\/(.+)$/.exec(target);
    if (service && other && other[1] !== service[1]) {
      const tablesToTables = service[2] === 'tables.ts' && other[2] === 'tables.ts';
      if (other[2] !== 'index.ts' && !tablesToTables)
        fail(`another service is reached through its index.js only`);
      else if (!tablesToTables && !isTest && !typeOnly(source, specifier))
        fail('another module is reached through what it provides (its needs); its index.js gives types only');
    }
    if (isRoutes(file)) {
      const database =
        specifier === 'drizzle-orm' ||
        specifier.startsWith('drizzle-orm/') ||
        (target !== undefined &&
          (path.posix.basename(target) === 'tables.ts' || target.startsWith('core/db/')));
      if (database) fail('routes touch no database; their service does');
    }
    if (!isTest && (target?.startsWith('test/') || specifier === 'vitest' || specifier.startsWith('vitest/')))
      fail('production code imports no test helper');
  }
  if (service && service[2] === 'index.ts') {
    for (const statement of codeStatements(source))
      if (
        !/^export\s+(type\s+)?\{[^}]*\}\s+from\s/.test(statement) ||
        valueExports(statement).some((name) => !/Module$/.test(name.trim()))
      )
        found.push(
          `${file}: ${statement.split('\n')[0]}: an index exports its module and types, nothing else`,
        );
  }
  if (isRoutes(file) && /\bdb\b/.test(codeOf(source)))
    found.push(`${file} uses a db handle: routes touch no database; their service does`);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The circles of imports among the given files (relative path → its source), each listed once, test files aside. */
function importCircles(sources: Map<string, string>): string[][] {
  const edges = new Map<string, string[]>();
  for (const [file, source] of sources)
    edges.set(
      file,
      importsOf(source)
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => path.posix.join(path.posix.dirname(file), specifier).replace(/\.js$/, '.ts'))
        .filter((target) => sources.has(target)),
    );
  // Tarjan's strongly connected components: every component of more than one file is a circle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const next of edges.get(file)!) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const circle: string[] = [];
    let member: string;
    do circle.push((member = stack.pop()!));
    while (member !== file);
    if (circle.length > 1) circles.push(circle.sort());
  };
  for (const file of sources.keys()) if (!index.has(file)) visit(file);
  return circles;
}

describe('architecture', () => {
  it('every source file follows the dependency rules', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((full) =>
      violations(path.relative(SRC, full).split(path.sep).join('/'), readFileSync(full, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('catches each kind of violation', () => {
    const check = (file: string, line: string) => violations(file, line).length;
    expect(check('core/events/outbox.ts', "import { sites } from '../../services/sites/tables.js';")).toBe(1);
    expect(check('core/events/outbox.test.ts', "import { x } from '../../services/sites/index.js';")).toBe(0);
    expect(check('services/members/service.ts', "import { hash } from '../owners/passwords.js';")).toBe(1);
    expect(check('services/members/service.ts', "import type { A } from '../oauth/index.js';")).toBe(0);
    expect(check('services/media/tables.ts', "import { sites } from '../sites/tables.js';")).toBe(0);
    expect(check('services/media/files.ts', "import { sites } from '../sites/tables.js';")).toBe(1);
    expect(check('services/media/list-routes.ts', "import { eq } from 'drizzle-orm';")).toBe(1);
    expect(check('services/media/routes.ts', "import { mediaFiles } from './tables.js';")).toBe(1);
    expect(check('services/health/routes.ts', "import type { Db } from '../../core/db/index.js';")).toBe(1);
    expect(check('core/captcha/routes.ts', "import { pgTable } from 'drizzle-orm/pg-core';")).toBe(1);
    expect(check('services/media/service.ts', "import { eq } from 'drizzle-orm';")).toBe(0);
    expect(
      check('services/categories/routes.ts', 'const row = await getCategoryRow(ctx.db, tree, id);'),
    ).toBe(1);
    expect(check('services/categories/routes.ts', '// the service reads the db')).toBe(0);
    expect(check('services/media/service.ts', "import { createTestApp } from '../../test/app.js';")).toBe(1);
    expect(check('core/clock.ts', "import { vi } from 'vitest';")).toBe(1);
    expect(check('test/app.ts', "import { expect } from 'vitest';")).toBe(0);
    expect(check('services/media/files.ts', "const m = await import('../sites/service.js');")).toBe(1);
    expect(check('services/media/index.ts', "export { x } from '../sites/wire.js';")).toBe(2);
    expect(check('services/orders/place.ts', "import { buyerOf } from '../carts/index.js';")).toBe(1);
    expect(check('services/orders/place.ts', "import type { Carts } from '../carts/index.js';")).toBe(0);
    expect(check('services/orders/place.ts', "import { type Carts, type X } from '../carts/index.js';")).toBe(
      0,
    );
    expect(check('services/orders/place.test.ts', "import { buyerOf } from '../carts/index.js';")).toBe(0);
    expect(check('services/media/index.ts', "export { mediaModule, type Media } from './module.js';")).toBe(
      0,
    );
    expect(check('services/media/index.ts', "export type { MediaService } from './service.js';")).toBe(0);
    expect(check('services/media/index.ts', "export { TUS_PATH } from './tus-protocol.js';")).toBe(1);
    expect(check('services/media/index.ts', 'export const x = 1;')).toBe(1);
  });

  it('has no circle of imports, types included', () => {
    const sources = new Map(
      sourceFiles(SRC)
        .map((full) => path.relative(SRC, full).split(path.sep).join('/'))
        .filter((file) => !/\.test\.tsx?$/.test(file))
        .map((file) => [file, readFileSync(path.join(SRC, file), 'utf8')] as const),
    );
    expect(sources.size).toBeGreaterThan(100);
    expect(importCircles(sources)).toEqual([]);
    const circle = new Map([
      ['a/x.ts', "import type { Y } from './y.js';"],
      ['a/y.ts', "import type { X } from './x.js';"],
      ['a/z.ts', "import { X } from './x.js';"],
    ]);
    expect(importCircles(circle)).toEqual([['a/x.ts', 'a/y.ts']]);
  });

  it('gives every table of a service to exactly one of the modules app.ts lists', async () => {
    const owners = new Map<string, string[]>();
    for (const module of MODULES)
      for (const table of Object.values(module.tables).filter((value) => is(value, PgTable)))
        owners.set(getTableConfig(table as PgTable).name, [
          ...(owners.get(getTableConfig(table as PgTable).name) ?? []),
          module.name,
        ]);
    const servicesDir = path.join(SRC, 'services');
    const tables: string[] = [];
    for (const file of sourceFiles(servicesDir).filter((full) => path.basename(full) === 'tables.ts')) {
      const exported = (await import(file)) as Record<string, unknown>;
      for (const value of Object.values(exported))
        if (is(value, PgTable)) tables.push(getTableConfig(value as PgTable).name);
    }
    expect(tables.length).toBeGreaterThan(50);
    expect(tables.filter((name) => owners.get(name)?.length !== 1)).toEqual([]);
  });
});
