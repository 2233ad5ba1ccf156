import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '@atrium/contract/endpoints';
import { PENDING_CALLS, SECTION_MODULES } from '../../contract/wire/checklist.js';
import { isModuleMethod } from '../src/index.js';
import * as sdk from '../src/index.js';
import { startAtrium, type ListeningAtrium } from './server.js';

// Every call of ENDPOINTS.md, section by section: in the contract's endpoint table, served by the server (in
// its OpenAPI document), and exposed by the SDK module under its name. Commerce's calls are pending until built.

interface WireCall {
  section: string;
  name: string;
  method: string;
  path: string;
}

const root = fileURLToPath(new URL('../../..', import.meta.url));
const calls = JSON.parse(
  readFileSync(path.join(root, 'packages/contract/wire/calls.json'), 'utf8'),
) as WireCall[];
const isPending = (call: WireCall) => PENDING_CALLS[call.section]?.includes(call.name) ?? false;
const tables = endpoints as unknown as Record<string, Record<string, endpoints.Endpoint> | undefined>;
const modules = sdk as unknown as Record<string, Record<string, unknown> | undefined>;

let atrium: ListeningAtrium;
let served: Record<string, Record<string, unknown>>;

beforeAll(async () => {
  atrium = await startAtrium();
  served = (await (await fetch(`${atrium.host}/openapi.json`)).json()).paths;
});
afterAll(async () => atrium?.close());

const isServed = (call: { method: string; path: string }) =>
  served[call.path]?.[call.method.toLowerCase()] !== undefined;

describe('the calls of ENDPOINTS.md', () => {
  it('are all listed, each section with its module, and the pending ones by their real names', () => {
    expect(calls.length).toBeGreaterThan(200);
    for (const call of calls) expect(SECTION_MODULES[call.section], call.section).toBeDefined();
    for (const [section, names] of Object.entries(PENDING_CALLS)) {
      for (const name of names) {
        expect(
          calls.some((call) => call.section === section && call.name === name),
          `${section}: ${name}`,
        ).toBe(true);
      }
    }
  });

  it.each(
    calls.filter((call) => !isPending(call)).map((call) => [`${call.section}: ${call.name}`, call] as const),
  )('%s is in the contract, served and in the SDK', (_, call) => {
    const module = SECTION_MODULES[call.section]!;
    const endpoint = tables[`${module}Endpoints`]?.[call.name];
    expect(endpoint, 'endpoint table').toMatchObject({
      method: call.method,
      path: call.path,
      name: call.name,
    });
    expect(isServed(call), 'in /openapi.json').toBe(true);
    expect(isModuleMethod(modules[module]?.[call.name]), `sdk.${module}.${call.name}`).toBe(true);
  });

  it('lists no call as pending that is served already', () => {
    const servedPending = calls.filter((call) => isPending(call) && isServed(call));
    expect(servedPending.map((call) => `${call.section}: ${call.name}`)).toEqual([]);
  });

  it('is the list of ../shared/wire/ENDPOINTS.md, where that file is present', async () => {
    const source = path.join(root, '../shared/wire/ENDPOINTS.md');
    if (!existsSync(source)) return;
    const { parseEndpoints } = (await import(path.join(root, 'scripts/wire-calls.mjs'))) as {
      parseEndpoints(markdown: string): WireCall[];
    };
    expect(parseEndpoints(readFileSync(source, 'utf8'))).toEqual(calls);
  });
});

describe('every endpoint of the contract', () => {
  const all = Object.values(tables).flatMap((table) => Object.values(table ?? {}));

  it('is served by the server', () => {
    expect(all.filter((endpoint) => !isServed(endpoint)).map((e) => `${e.service}.${e.name}`)).toEqual([]);
  });

  it('has its path written nowhere else: not in server services, not in SDK modules', () => {
    const sources = [
      ...sourceFiles(path.join(root, 'apps/server/src/services')),
      ...sourceFiles(path.join(root, 'packages/sdk/src/modules')),
    ];
    const found: string[] = [];
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      for (const endpoint of all) {
        if (
          [`'${endpoint.path}'`, `\`${endpoint.path}\``, `"${endpoint.path}"`].some((q) => text.includes(q))
        )
          found.push(`${path.relative(root, file)}: ${endpoint.path}`);
      }
    }
    expect(found).toEqual([]);
  });
});

/** The production sources under a folder: TypeScript files that are not tests. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.includes('.test.'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
