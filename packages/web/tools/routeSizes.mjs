// First-load JS per route, on a desktop and a phone viewport: every script a route loads, as the
// web server sends it to a gzip-only client (the build's Zopfli copy, tools/precompress.ts; gzip -9
// for a build without copies), with the Brotli size modern browsers get beside it. Usage, against
// a running web server over this dist/: npx node tools/routeSizes.mjs http://127.0.0.1:5173
import { existsSync, readFileSync } from "node:fs"
import { gzipSync } from "node:zlib"
import { chromium, devices } from "@playwright/test"

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
})
const base = process.argv[2]
const routes = {
  home: "/",
  listing: "/photography.html",
  product: "/peak-design-everyday-messenger-13l.html",
  search: "/catalogsearch/result?term=lens",
}
const viewports = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: devices["Pixel 7"],
}
const sizeOf = (file, suffix, compress) =>
  existsSync(`dist${file}${suffix}`)
    ? readFileSync(`dist${file}${suffix}`).length
    : compress(readFileSync(`dist${file}`)).length
const kb = (bytes) => (bytes / 1024).toFixed(1)

for (const [device, options] of Object.entries(viewports)) {
  for (const [name, path] of Object.entries(routes)) {
    const context = await browser.newContext({ ...options, serviceWorkers: "block" })
    const page = await context.newPage()
    const scripts = new Set()
    page.on("response", (r) => {
      const u = new URL(r.url())
      if (u.pathname.endsWith(".js") && u.pathname.startsWith("/assets/")) scripts.add(u.pathname)
    })
    await page.goto(base + path, { waitUntil: "networkidle" })
    let gzip = 0
    let brotli = 0
    const parts = []
    for (const s of scripts) {
      const gz = sizeOf(s, ".gz", (b) => gzipSync(b, { level: 9 }))
      gzip += gz
      brotli += existsSync(`dist${s}.br`) ? readFileSync(`dist${s}.br`).length : gz
      parts.push(`${s.replace("/assets/", "")} ${kb(gz)}`)
    }
    console.log(
      `${device.padEnd(8)} ${name.padEnd(8)} ${kb(gzip)} KB gzip, ${kb(brotli)} KB br  (${parts.join(", ")})`,
    )
    await context.close()
  }
}
await browser.close()
