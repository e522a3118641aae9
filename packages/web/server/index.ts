import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { fileURLToPath } from "node:url"
import { proxyTo } from "./proxy.js"
import { serveStatic } from "./static.js"

export interface WebServerOptions {
  /** Where the shop's GraphQL backend listens, e.g. http://127.0.0.1:4000 */
  readonly backendUrl: string
  readonly port?: number
  readonly host?: string
  /** The Vite build output; defaults to this package's dist/. */
  readonly distDir?: string
}

export interface RunningWebServer {
  readonly url: string
  readonly port: number
  readonly close: () => Promise<void>
}

const defaultDist = fileURLToPath(new URL("../dist", import.meta.url))

/** Paths the backend answers; everything else is the app. */
const isBackendPath = (path: string): boolean =>
  path === "/graphql" || path.startsWith("/graphql?") || path.startsWith("/media/")

/** Starts the web server: the built app on one origin with /graphql and /media proxied. */
export const startWebServer = async (options: WebServerOptions): Promise<RunningWebServer> => {
  const backend = new URL(options.backendUrl)
  const root = options.distDir ?? defaultDist
  const host = options.host ?? "127.0.0.1"
  const server: Server = createServer((req, res) => {
    const path = req.url ?? "/"
    if (path === "/health") {
      res.writeHead(200, { "content-type": "application/json" }).end('{"status":"ok"}')
      return
    }
    if (isBackendPath(path)) {
      proxyTo(backend, req, res)
      return
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD" }).end()
      return
    }
    serveStatic(root, req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500)
      res.end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeIdleConnections()
      }),
  }
}
