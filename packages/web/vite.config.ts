import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

// In `vite dev`, /graphql and /media go to the backend like the production web server does.
const backend = process.env.SHUTTER_BACKEND_URL ?? "http://127.0.0.1:4000"

export default defineConfig({
  plugins: [react()],
  server: { proxy: { "/graphql": backend, "/media": backend } },
  build: { outDir: "dist", sourcemap: true, target: "es2022" },
})
