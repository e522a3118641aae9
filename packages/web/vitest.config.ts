import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts?(x)"],
    testTimeout: 30_000,
    server: {
      deps: {
        // Tests that start the built backend load it as Node does, so it and graphql-yoga share
        // one copy of `graphql` (vitest would otherwise inline the server's).
        external: [/packages\/server\/dist\//],
      },
    },
  },
})
