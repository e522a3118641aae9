// The shop owner's operations (stock, prices, review moderation, store settings) for e2e tests: the backend's `admin`
// lives in globalSetup's process, so globalSetup serves it on a loopback port
// (SHUTTER_E2E_ADMIN_URL) and tests call it with `shopAdmin`. Test-only: never part of a server.
import { readFileSync } from "node:fs"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import type { StoreAdmin } from "@shutter/server"

type Call =
  | { readonly op: "setProductStock"; readonly sku: string; readonly qty: number }
  | {
      readonly op: "setProductPrice"
      readonly sku: string
      readonly price: number
      readonly specialPrice: number | null
    }
  | { readonly op: "pendingReviews" }
  | { readonly op: "setStoreConfig"; readonly path: string; readonly value: string | null }

/** The stand-in reCAPTCHA provider's script, served at RECAPTCHA_STAND_IN_PATH. */
export const RECAPTCHA_STAND_IN_PATH = "/recaptcha-stand-in.js"
const standIn = readFileSync(new URL("./recaptchaStandIn.js", import.meta.url), "utf8")

export const startAdminBridge = async (admin: StoreAdmin): Promise<Server & { url: string }> => {
  const server = createServer((req, res) => {
    if (req.method === "GET" && req.url?.startsWith(RECAPTCHA_STAND_IN_PATH)) {
      res.writeHead(200, { "content-type": "text/javascript", "cache-control": "no-store" })
      res.end(standIn)
      return
    }
    let body = ""
    req.on("data", (chunk: Buffer) => {
      body += chunk.toString("utf8")
    })
    req.on("end", () => {
      const call = JSON.parse(body) as Call
      const answer =
        call.op === "setProductStock"
          ? admin.setProductStock(call.sku, call.qty)
          : call.op === "setProductPrice"
            ? admin.setProductPrice(call.sku, call.price, call.specialPrice)
            : call.op === "setStoreConfig"
              ? admin.setStoreConfig(call.path, call.value)
              : admin.pendingReviews()
      answer.then(
        (result) => {
          res.writeHead(200, { "content-type": "application/json" })
          res.end(JSON.stringify({ result: result ?? null }))
        },
        (error: unknown) => {
          res.writeHead(500, { "content-type": "application/json" })
          res.end(JSON.stringify({ error: String(error) }))
        },
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(server, { url: `http://127.0.0.1:${port}` })
}

/** Runs one shop-owner operation through globalSetup's bridge. */
export const shopAdmin = async <R>(call: Call): Promise<R> => {
  const url = process.env.SHUTTER_E2E_ADMIN_URL
  if (!url) throw new Error("SHUTTER_E2E_ADMIN_URL is not set (e2e/globalSetup.ts sets it)")
  const response = await fetch(url, { method: "POST", body: JSON.stringify(call) })
  const answer = (await response.json()) as { result?: R; error?: string }
  if (!response.ok || answer.error !== undefined) throw new Error(answer.error ?? "admin failed")
  return answer.result as R
}
