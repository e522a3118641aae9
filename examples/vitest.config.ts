import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // The test starts the built server in-process: Node loads it as in production, so it shares
    // one copy of `graphql` with graphql-yoga (see packages/sdk/vitest.config.ts).
    server: { deps: { external: [/packages\/server\/dist\//] } },
  },
})
