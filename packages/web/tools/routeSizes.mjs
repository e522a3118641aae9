// First-load JS per route: every script a route loads, gzipped (level 9). Usage, against a running
// web server over this dist/: npx node tools/routeSizes.mjs http://127.0.0.1:5173
import { readFileSync } from "node:fs"
import { gzipSync } from "node:zlib"
import { chromium } from "@playwright/test"

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
})
const base = process.argv[2]
const routes = {
  home: "/",
  listing: "/photography.html",
  product: "/peak-design-everyday-messenger-10.html",
  search: "/catalogsearch/result?term=lens",
}
for (const [name, path] of Object.entries(routes)) {
  const context = await browser.newContext({ serviceWorkers: "block" })
  const page = await context.newPage()
  const scripts = new Set()
  page.on("response", (r) => {
    const u = new URL(r.url())
    if (u.pathname.endsWith(".js") && u.pathname.startsWith("/assets/")) scripts.add(u.pathname)
  })
  await page.goto(base + path, { waitUntil: "networkidle" })
  let total = 0
  const parts = []
  for (const s of scripts) {
    const gz = gzipSync(readFileSync(`dist${s}`), { level: 9 }).length
    total += gz
    parts.push(`${s.replace("/assets/", "")} ${(gz / 1024).toFixed(1)}`)
  }
  console.log(`${name.padEnd(8)} ${(total / 1024).toFixed(1)} KB gz  (${parts.join(", ")})`)
  await context.close()
}
await browser.close()
