import type { IncomingMessage, ServerResponse } from 'node:http';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The storefront is configured at run time, as a customer's site would be: `/atrium-config.json` says where
 * Atrium is and which OAuth client to use. `npm start` passes both in the environment.
 */
function runtimeConfig(): Plugin {
  const serve = (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    if (request.url !== '/atrium-config.json') return next();
    response.setHeader('content-type', 'application/json');
    response.setHeader('cache-control', 'no-store');
    response.end(
      JSON.stringify({
        atriumUrl: process.env.ATRIUM_URL ?? 'http://localhost:3000',
        clientId: process.env.ATRIUM_CLIENT_ID ?? '',
      }),
    );
  };
  return {
    name: 'atrium-runtime-config',
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
  };
}

const port = Number(process.env.STOREFRONT_PORT ?? 3001);

export default defineConfig({
  plugins: [react(), runtimeConfig()],
  build: { outDir: 'dist', emptyOutDir: true, manifest: true, sourcemap: true },
  server: { port, strictPort: true },
  preview: { port, strictPort: true, host: process.env.STOREFRONT_HOST ?? 'localhost' },
});
