import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "happy-dom",
          include: ["src/**/*.test.{ts,tsx}"],
          // Hooks over a stand-in storefront, each file cleaning up its renders: the files share
          // their workers' module graph and DOM (a fresh one per file was two thirds of the wall
          // time).
          pool: "threads",
          isolate: false,
        },
      },
      {
        // The built package's tarball, installed into an empty package (turbo builds first).
        test: { name: "package", include: ["test/**/*.test.ts"], testTimeout: 240_000 },
      },
    ],
  },
})
