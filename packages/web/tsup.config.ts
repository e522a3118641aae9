import { defineConfig } from "tsup"

// The small Node server that serves the built app and proxies the backend.
export default defineConfig({
  entry: { serve: "server/bin.ts", index: "server/index.ts" },
  outDir: "dist-server",
  format: ["esm"],
  clean: true,
  target: "node22",
})
