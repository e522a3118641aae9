// What the SDK needs of `fetch` (status, headers, text, abort), over node:http(s). Node's global
// fetch loads its whole HTTP client (undici) on first use, a large part of a short command's start.
import { request as httpRequest } from "node:http"
import { request as httpsRequest } from "node:https"

/** The part of a `Response` the SDK reads. */
interface NodeResponse {
  readonly status: number
  readonly ok: boolean
  readonly headers: { get(name: string): string | null }
  text(): Promise<string>
}

/** A GET or POST with a string body, resolved once the whole answer is read. */
export const nodeFetch = (
  input: string | URL | Request,
  init: RequestInit = {},
): Promise<Response> =>
  new Promise<NodeResponse>((resolve, reject) => {
    const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url)
    const send = url.protocol === "https:" ? httpsRequest : httpRequest
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>),
    )
    const body = typeof init.body === "string" ? init.body : undefined
    const req = send(
      url,
      {
        method: init.method ?? "GET",
        headers:
          body === undefined ? headers : { ...headers, "content-length": Buffer.byteLength(body) },
        ...(init.signal ? { signal: init.signal } : {}),
      },
      (res) => {
        const chunks: Array<Buffer> = []
        res.on("data", (chunk: Buffer) => chunks.push(chunk))
        res.on("error", reject)
        res.on("end", () => {
          const status = res.statusCode ?? 0
          const text = Buffer.concat(chunks).toString("utf8")
          resolve({
            status,
            ok: status >= 200 && status < 300,
            headers: {
              get: (name) => {
                const value = res.headers[name.toLowerCase()]
                return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value
              },
            },
            text: () => Promise.resolve(text),
          })
        })
      },
    )
    req.on("error", reject)
    req.end(body)
  }) as unknown as Promise<Response>
