import { defineConfig } from "tsup"

// The package is bundled: the SDK, Effect, commander and yaml are inside dist, so it installs
// with no dependency and Node resolves no other package. Dynamic imports stay lazy (their own
// chunks): the binary evaluates a command's code and the SDK only when the command line needs them.
export default defineConfig({
  entry: { index: "src/index.ts", bin: "src/bin.ts" },
  format: ["esm"],
  clean: true,
  target: "node22",
  platform: "node",
  noExternal: [/.*/],
  splitting: true,
  treeshake: true,
  minifySyntax: true,
  // commander and yaml are CommonJS: their require() of Node's modules needs a real require.
  banner: {
    js: 'import { createRequire as __shutterCreateRequire } from "node:module"; const require = __shutterCreateRequire(import.meta.url);',
  },
})
