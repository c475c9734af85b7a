import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` writes a migration after a change to the receiver's schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
