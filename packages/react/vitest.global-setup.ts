import type { TestProject } from 'vitest/node';
import { startAtrium } from '../sdk/integration/server.js';

export interface ProvidedAtrium {
  host: string;
  siteId: string;
  clientId: string;
  apiKey: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    atrium: ProvidedAtrium;
  }
}

/**
 * The real Atrium server for the React tests, started in Node: the server is written for Node, and jsdom's
 * globals (its URL class among them) are not Node's. The tests reach it over HTTP, as a browser would.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const atrium = await startAtrium({ config: { carriers: ['sandbox'] } });
  project.provide('atrium', { host: atrium.host, ...atrium.site });
  return () => atrium.close();
}
