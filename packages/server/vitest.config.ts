import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

const require = createRequire(import.meta.url)

export default defineConfig({
  resolve: {
    alias: [
      // Read the fixtures from source so tests never run against a stale fixtures build.
      {
        find: /^@shutter\/fixtures$/,
        replacement: fileURLToPath(new URL("../../fixtures/src/index.ts", import.meta.url)),
      },
      // graphql 16 ships CJS and ESM copies: Node (and so graphql-yoga) loads the CJS one, Vite
      // would hand our sources the ESM one. The server copes (it never relies on instanceof
      // across copies), but the schema-subset test compares schemas with graphql's helpers.
      { find: /^graphql$/, replacement: require.resolve("graphql") },
    ],
  },
  test: {
    include: ["test/**/*.test.ts"],
    // Generous: a fresh PGlite (initdb in WASM + the whole seed) on a busy 2-core machine is slow.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // The two cores are shared, so two workers at most.
    maxWorkers: 2,
    // Each worker imports the server once for all its files (a fresh module graph per file was
    // two fifths of the suite's CPU). Every test starts servers of its own and leaves no global
    // state: no module mocks, no stubbed globals, no fake timers (clocks are injected).
    isolate: false,
  },
})
