import { defineConfig } from "tsup"

export default defineConfig([
  {
    entry: ["src/index.ts"],
    format: ["esm"],
    dts: { entry: "src/index.ts" },
    clean: true,
    target: "node22",
  },
  {
    // The binary: one file with its dependencies (the SDK, Effect, commander, yaml) inside, so
    // Node resolves and reads no other module. Dynamic imports stay lazy in it: a command's code
    // and the SDK are evaluated only when the command line needs them.
    entry: { bin: "src/bin.ts" },
    format: ["esm"],
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
  },
])
