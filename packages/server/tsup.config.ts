import { defineConfig } from "tsup"

export default defineConfig({
  entry: {
    index: "src/index.ts",
    testing: "src/testing.ts",
    edge: "src/edge.ts",
    bin: "src/bin.ts",
  },
  format: ["esm"],
  dts: { entry: { index: "src/index.ts", testing: "src/testing.ts", edge: "src/edge.ts" } },
  clean: true,
  target: "node22",
  // The bin keeps its shebang; the library entries share chunks.
  splitting: true,
})
