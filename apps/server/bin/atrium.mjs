#!/usr/bin/env node
// The `atrium` command: the built bundle when there is one (`npm start` builds it), else the sources through tsx.
import { existsSync } from 'node:fs';

const bundle = new URL('../dist/cli.js', import.meta.url);
if (existsSync(bundle)) {
  await import(bundle.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(new URL('../src/cli.ts', import.meta.url).href);
}
