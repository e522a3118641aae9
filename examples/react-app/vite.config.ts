import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

// The dev server forwards /graphql to the shop (SHUTTER_SHOP, default the local `npm start`).
export default defineConfig({
  plugins: [react()],
  server: { proxy: { "/graphql": process.env.SHUTTER_SHOP ?? "http://127.0.0.1:3000" } },
})
