import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
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
  },
})
