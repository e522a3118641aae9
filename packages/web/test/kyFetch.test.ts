import { describe, expect, it } from "vitest"
import ky, { isTimeoutError } from "../src/bundle/kyFetch.js"

describe("ky stand-in", () => {
  it("POSTs the body and headers and hands back the response, errors included", async () => {
    const calls: Array<{ url: string; init: RequestInit | undefined }> = []
    const http = ky.create({
      timeout: 1000,
      retry: 0,
      throwHttpErrors: false,
      fetch: async (url, init) => {
        calls.push({ url: String(url), init })
        return new Response('{"errors":[]}', { status: 500 })
      },
    })
    const response = await http.post("/graphql", { body: "{}", headers: { Store: "default" } })
    expect(response.status).toBe(500)
    expect(calls[0]?.url).toBe("/graphql")
    expect(calls[0]?.init?.method).toBe("POST")
    expect(calls[0]?.init?.body).toBe("{}")
    expect(calls[0]?.init?.headers).toEqual({ Store: "default" })
  })

  it("GETs a URL with no body (the warranty offers)", async () => {
    const calls: Array<{ url: string; init: RequestInit | undefined }> = []
    const http = ky.create({
      retry: 0,
      throwHttpErrors: false,
      fetch: async (url, init) => {
        calls.push({ url: String(url), init })
        return new Response('{"plans":[]}', { status: 404 })
      },
    })
    const response = await http.get("/warranty/offers?productId=NIK-Z6-II")
    expect(response.status).toBe(404)
    expect(calls[0]?.url).toBe("/warranty/offers?productId=NIK-Z6-II")
    expect(calls[0]?.init?.method).toBe("GET")
    expect(calls[0]?.init?.body).toBeUndefined()
  })

  it("fails with a timeout error after the per-attempt timeout", async () => {
    const http = ky.create({
      timeout: 20,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () =>
            reject(new DOMException("aborted", "AbortError")),
          ),
        ),
    })
    const error = await http.post("/graphql").catch((e: unknown) => e)
    expect(isTimeoutError(error)).toBe(true)
  })

  it("passes the caller's abort through, which is not a timeout", async () => {
    const controller = new AbortController()
    const http = ky.create({
      timeout: 5000,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () =>
            reject(new DOMException("aborted", "AbortError")),
          ),
        ),
    })
    const pending = http.post("/graphql", { signal: controller.signal }).catch((e: unknown) => e)
    controller.abort()
    const error = await pending
    expect(isTimeoutError(error)).toBe(false)
  })
})
