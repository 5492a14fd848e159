import { defineConfig } from 'drizzle-kit';

/** Migrations of the embedded SQLite store: `npm run db:generate -w functions` writes them to ./drizzle. */
export default defineConfig({
  dialect: 'sqlite',
  schema: './src/adapters/store/sqlite/schema.ts',
  out: './drizzle',
});
