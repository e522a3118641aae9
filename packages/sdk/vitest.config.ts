import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    server: {
      deps: {
        // The integration tests start the built server: Node loads it as it does in production,
        // so it and its GraphQL libraries share one copy of `graphql` (vitest would otherwise
        // hand the inlined server graphql's ESM build and graphql-yoga its CommonJS one).
        external: [/packages\/server\/dist\//],
      },
    },
    projects: [
      {
        extends: true,
        test: {
          // Unit tests (src/): pure functions and services over a stand-in fetch, no global state
          // left behind, so the files share their workers' module graph: most of their wall time
          // was starting a fresh one per file.
          name: "unit",
          include: ["src/**/*.test.ts"],
          pool: "threads",
          isolate: false,
        },
      },
      {
        extends: true,
        // The real server, the built package and the consumer app (test/). Each file starts
        // servers of its own; its worker loads the server's build once for all of its files.
        test: { name: "integration", include: ["test/**/*.test.ts"], isolate: false },
      },
    ],
  },
})
