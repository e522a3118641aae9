import { fileURLToPath } from "node:url"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

const bundleShim = (file: string) => fileURLToPath(new URL(`./src/bundle/${file}`, import.meta.url))

// In `vite dev`, /graphql and /media go to the backend like the production web server does.
const backend = process.env.SHUTTER_BACKEND_URL ?? "http://127.0.0.1:4000"

// Opt-in (SHUTTER_UI_RUNTIME=preact): the same React code on preact/compat, ~55 KB gzipped less
// than react-dom. Measured in README.md; React 19 stays the default runtime.
const preact =
  process.env.SHUTTER_UI_RUNTIME === "preact"
    ? [
        { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
        { find: /^react-dom$/, replacement: "preact/compat" },
        { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
        { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
        { find: /^react$/, replacement: "preact/compat" },
      ]
    : []

export default defineConfig({
  plugins: [react()],
  // The browser needs neither graphql's parser nor ky's extras: see src/bundle/*.ts (and the
  // tests in test/ that pin them to the real modules' behaviour).
  resolve: {
    alias: [
      { find: /^graphql-tag$/, replacement: bundleShim("gqlTag.ts") },
      { find: /^graphql$/, replacement: bundleShim("graphqlPrint.ts") },
      { find: /^ky$/, replacement: bundleShim("kyFetch.ts") },
      ...preact,
    ],
  },
  server: { proxy: { "/graphql": backend, "/media": backend } },
  build: { outDir: "dist", sourcemap: true, target: "es2022" },
})
