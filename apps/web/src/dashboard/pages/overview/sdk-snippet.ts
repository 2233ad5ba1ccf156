/**
 * The code a headless site pastes to start with Atrium: a client for the site's OAuth client, on this server.
 * Visitors get tokens at once; members sign in through the strategy's flows.
 */
export function sdkSnippet(clientId: string, host: string): string {
  return [
    `import { createClient, OAuthStrategy, products } from '@atrium/sdk';`,
    ``,
    `export const atrium = createClient({`,
    `  modules: { products },`,
    `  auth: OAuthStrategy({ clientId: '${clientId}' }),`,
    `  host: '${host}',`,
    `});`,
  ].join('\n');
}
