import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the app is served by Vite and calls the server on :3000; in production the server serves dist/.
const api = process.env.ATRIUM_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, manifest: true, sourcemap: true },
  server: {
    port: 5173,
    proxy: { '/atrium': api, '/oauth2': api, '/v1': api, '/v2': api },
  },
});
