import { defineConfig } from "drizzle-kit"

// `npm run db:generate -w @shutter/server` writes SQL migrations to ./drizzle (committed);
// the server applies them at start with drizzle's migrator, on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./drizzle",
})
