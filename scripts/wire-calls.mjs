// Regenerates packages/contract/wire/calls.json from ../shared/wire/ENDPOINTS.md: every call of every section,
// with its method and path, so that the endpoint test runs on a clone without ../shared.
// Usage: node scripts/wire-calls.mjs [path/to/ENDPOINTS.md]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const source = process.argv[2] ?? path.join(root, '../shared/wire/ENDPOINTS.md');
const target = path.join(root, 'packages/contract/wire/calls.json');

export function parseEndpoints(markdown) {
  const calls = [];
  let section;
  for (const line of markdown.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) section = heading[1].trim();
    const row = /^\| ([A-Za-z0-9]+)[ (][^|]*\| (GET|POST|PUT|PATCH|DELETE) \| `([^`]+)` \|/.exec(line);
    if (!row || !section) continue;
    const [, name, method, callPath] = row;
    if (
      !calls.some(
        (c) => c.section === section && c.name === name && c.method === method && c.path === callPath,
      )
    )
      calls.push({ section, name, method, path: callPath });
  }
  return calls;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const calls = parseEndpoints(readFileSync(source, 'utf8'));
  writeFileSync(target, `${JSON.stringify(calls, null, 2)}\n`);
  console.log(`${calls.length} calls in ${new Set(calls.map((c) => c.section)).size} sections → ${target}`);
}
