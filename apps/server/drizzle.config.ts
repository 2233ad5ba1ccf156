import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/services/*/tables.ts', './src/core/*/tables.ts'],
  out: './drizzle',
});
