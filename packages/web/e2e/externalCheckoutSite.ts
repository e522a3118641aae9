// A local stand-in for an external checkout site (spec §2, §7): it receives the storefront's
// redirect at /vue/cart/sync/token/{token}/cart/{cart id} (a guest's: /vue/cart/sync/cart/{id}),
// takes the cart over through the backend's /vue/cart/sync with the same path, and shows what it
// got. Test-only.
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"

interface Synced {
  readonly message?: string
  readonly customer?: { readonly email: string } | null
  readonly cart?: {
    readonly items: ReadonlyArray<{
      readonly quantity: number
      readonly product: { readonly name: string }
    }>
  }
}

const htmlText = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c,
  )

export const startExternalCheckoutSite = async (
  backendUrl: string,
): Promise<{ readonly url: string; readonly close: () => Promise<void> }> => {
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname
    if (!path.startsWith("/vue/cart/sync/")) {
      res.writeHead(404).end()
      return
    }
    fetch(new URL(path, backendUrl))
      .then(async (answer) => ({ status: answer.status, body: (await answer.json()) as Synced }))
      .then(({ status, body }) => {
        const lines = (body.cart?.items ?? [])
          .map((i) => `<li>${htmlText(i.product.name)} × ${i.quantity}</li>`)
          .join("")
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" })
        res.end(`<!doctype html><html lang="en"><title>External checkout</title>
          <main><h1>External checkout</h1>
          <p data-testid="sync-status">${status}</p>
          <p data-testid="sync-customer">${htmlText(body.customer?.email ?? "guest")}</p>
          <ul data-testid="sync-items">${lines}</ul>
          <p>${htmlText(body.message ?? "")}</p></main></html>`)
      })
      .catch((error: unknown) => {
        res.writeHead(502, { "content-type": "text/plain" }).end(String(error))
      })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
