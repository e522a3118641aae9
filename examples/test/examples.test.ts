// Every example, built and run against the real server as its README says: the Node scripts
// with Node (types stripped), the React app built by Vite, served with /graphql forwarded to the
// shop, and opened in Chromium.
import { execFile } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { createServer, request, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { extname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { type RunningServer, startTestServer } from "@shutter/server/testing"
import { chromium } from "playwright"
import { build } from "vite"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

const examples = fileURLToPath(new URL("..", import.meta.url))
const exec = promisify(execFile)

let shop: RunningServer
beforeAll(async () => {
  shop = await startTestServer()
})
afterAll(async () => {
  await shop?.close()
})

/** `node <example>/main.ts <endpoint>`: its stdout lines. */
const runExample = async (name: string): Promise<ReadonlyArray<string>> => {
  const { stdout } = await exec(process.execPath, [join(name, "main.ts"), shop.graphqlUrl], {
    cwd: examples,
    encoding: "utf8",
  })
  return stdout.trim().split("\n")
}

describe("the Node examples against the real server", () => {
  it("node-script: searches, adds to a cart and names the error of an unknown sku", async () => {
    const [results, total, missing] = await runExample("node-script")
    expect(results).toMatch(/^\d+ results; cart: 1 × .+$/)
    expect(total).toMatch(/^grand total \$[\d,]+\.\d\d$/)
    expect(missing).toBe('NotFoundError: The product "NO-SUCH-SKU" was not found.')
  })

  it("effect-program: the category tree from a layer, a NotFoundError caught by tag", async () => {
    const [categories, missing] = await runExample("effect-program")
    expect(categories).toMatch(/^categories: Photography, Lenses, /)
    expect(missing).toBe("not found: NO-SUCH-SKU")
  })

  it("stock-magento: Magento's own search works, a gift card lookup is unavailable", async () => {
    const [results, unavailable] = await runExample("stock-magento")
    expect(results).toMatch(/^\d+ results for canon$/)
    expect(unavailable).toBe(
      'FeatureUnavailableError: giftCardAccount needs the Magento extension "gift-cards"',
    )
  })
})

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
}

/** Serves a built app and forwards /graphql to the shop, as a storefront's web server does. */
const serveApp = (dist: string, backend: URL): Promise<Server> => {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://app")
    if (url.pathname === "/graphql") {
      const upstream = request(new URL(`${url.pathname}${url.search}`, backend), {
        method: req.method,
        headers: { ...req.headers, host: backend.host },
      })
      upstream.on("response", (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      })
      req.pipe(upstream)
      return
    }
    const file = url.pathname === "/" ? "index.html" : url.pathname.slice(1)
    try {
      const body = readFileSync(join(dist, file))
      res.writeHead(200, { "content-type": CONTENT_TYPES[extname(file)] ?? "text/plain" })
      res.end(body)
    } catch {
      res.writeHead(404).end()
    }
  })
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)))
}

describe("the React example against the real server", () => {
  let dist = ""
  afterAll(() => {
    if (dist !== "") rmSync(dist, { recursive: true, force: true })
  })

  it("builds with Vite and shows the store's name and a priced search listing", async () => {
    dist = mkdtempSync(join(tmpdir(), "shutter-react-example-"))
    await build({
      root: join(examples, "react-app"),
      configFile: join(examples, "react-app/vite.config.ts"),
      logLevel: "warn",
      build: { outDir: dist, emptyOutDir: true },
    })
    const app = await serveApp(dist, new URL(shop.graphqlUrl))
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    })
    try {
      const page = await browser.newPage()
      await page.goto(`http://127.0.0.1:${(app.address() as AddressInfo).port}/`)
      await expect
        .poll(() => page.locator("h1").textContent(), { timeout: 30_000 })
        .toBe("Shutter Camera & Photo")
      const products = page.getByRole("list", { name: "Products" }).getByRole("listitem")
      await products.first().waitFor({ timeout: 30_000 })
      expect(await products.count()).toBeGreaterThan(0)
      expect(await products.first().textContent()).toMatch(/\$[\d,]+\.\d\d$/)
    } finally {
      await browser.close()
      await new Promise((resolve) => app.close(resolve))
    }
  })
})
