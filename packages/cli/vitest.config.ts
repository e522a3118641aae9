import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // The tests start the built server in-process: Node loads it as in production, so it shares
    // one copy of `graphql` with graphql-yoga (see packages/sdk/vitest.config.ts).
    server: { deps: { external: [/packages\/server\/dist\//] } },
    // The files share their worker's module graph: the server, the SDK and the program load once
    // per worker instead of once per file (each file still starts its own server and state
    // folders; nothing of the CLI keeps state between command lines).
    isolate: false,
  },
})
