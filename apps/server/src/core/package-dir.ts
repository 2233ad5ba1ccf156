import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let found: string | undefined;

/**
 * The server package's folder (apps/server): the nearest one up from this file that holds a package.json, the
 * same whether the code runs from src/, from the bundle in dist/, or from one of the bundle's chunks.
 */
export function serverPackageDir(): string {
  if (found) return found;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('The server package (apps/server/package.json) was not found');
    dir = parent;
  }
  return (found = dir);
}
