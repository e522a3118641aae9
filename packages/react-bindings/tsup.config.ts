import { defineConfig } from "tsup"

export default defineConfig({
  entry: ["src/index.ts", "src/engagement.ts"],
  format: ["esm"],
  clean: true,
  target: "es2022",
  external: ["react", "valtio", "@shutter/sdk"],
})
