import { defineConfig } from "tsup"

export default defineConfig({
  entry: {
    index: "src/index.ts",
    testing: "src/testing.ts",
    edge: "src/edge.ts",
    bin: "src/bin.ts",
  },
  format: ["esm"],
  clean: true,
  target: "node22",
  // The bin keeps its shebang; the library entries share chunks.
  splitting: true,
  // drizzle-orm in the bundle: Node 24 reads a package's package.json for every module file it
  // loads from it, and drizzle-orm's is 179 KB, so importing it from node_modules cost a server
  // start 0.9 s of CPU (0.2 s on Node 20).
  noExternal: ["drizzle-orm"],
})
