// A proxy in front of the real server that records the GraphQL operations it forwards: what the
// server receives, whichever way the client sent them (a cacheable query as a GET, else a POST).
import { createServer, type IncomingMessage } from "node:http"
import type { AddressInfo } from "node:net"

export interface CountingProxy {
  /** The proxy's GraphQL URL (give it to the client as its endpoint). */
  readonly url: string
  /** Operation names in the order the requests arrived; `take()` returns and clears them. */
  readonly take: () => ReadonlyArray<string>
  readonly close: () => Promise<void>
}

const bodyOf = async (request: IncomingMessage): Promise<string> => {
  const chunks: Array<Buffer> = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString("utf8")
}

const operationOf = (method: string, url: URL, body: string): string => {
  if (method === "GET") return url.searchParams.get("operationName") ?? "(anonymous)"
  try {
    return (JSON.parse(body) as { operationName?: string }).operationName ?? "(anonymous)"
  } catch {
    return "(not JSON)"
  }
}

export const countingProxy = async (target: string): Promise<CountingProxy> => {
  let seen: Array<string> = []
  const server = createServer(async (request, response) => {
    const method = request.method ?? "GET"
    const url = new URL(request.url ?? "/", "http://proxy")
    const body = method === "GET" || method === "HEAD" ? "" : await bodyOf(request)
    seen.push(operationOf(method, url, body))
    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === "string" && name !== "host" && name !== "content-length")
        headers.set(name, value)
    }
    const forwarded = await fetch(`${target}${url.search}`, {
      method,
      headers,
      ...(body === "" ? {} : { body }),
    })
    const answer = Buffer.from(await forwarded.arrayBuffer())
    const out: Record<string, string> = {}
    forwarded.headers.forEach((value, name) => {
      if (name !== "content-encoding" && name !== "content-length" && name !== "transfer-encoding")
        out[name] = value
    })
    response.writeHead(forwarded.status, out).end(answer)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    take: () => {
      const taken = seen
      seen = []
      return taken
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  }
}
