import { describe, expect, it } from "vitest"
import {
  CallAbortedError,
  createStorefront,
  isStorefrontError,
  memoryStorage,
  NotFoundError,
  STOREFRONT_ERROR_TAGS,
} from "./index.js"
import * as rules from "./rules.js"

describe("facade calls", () => {
  it("an aborted signal cancels the HTTP request and rejects with CallAbortedError", async () => {
    let requestSignal: AbortSignal | undefined
    let requested: () => void = () => undefined
    const requestSent = new Promise<void>((resolve) => {
      requested = resolve
    })
    // A server that never answers: only the abort ends the call.
    const fetch = ((input: string | URL | Request, init?: RequestInit) => {
      const request = new Request(input, init)
      requestSignal = request.signal
      requested()
      return new Promise<Response>((_resolve, reject) => {
        request.signal.addEventListener("abort", () => reject(request.signal.reason))
      })
    }) as typeof globalThis.fetch
    const storefront = createStorefront({
      endpoint: "https://shop.test/graphql",
      fetch,
      storage: memoryStorage(),
    })
    try {
      const controller = new AbortController()
      const call = storefront.catalog
        .productBySku({ sku: "CAM-1", signal: controller.signal })
        .catch((error: unknown) => error)
      await requestSent
      controller.abort("typed over")
      const error = await call
      expect(error).toBeInstanceOf(CallAbortedError)
      expect(isStorefrontError(error) && error._tag).toBe("CallAbortedError")
      expect((error as CallAbortedError).reason).toBe("typed over")
      expect(requestSignal?.aborted).toBe(true)
    } finally {
      await storefront.dispose()
    }
  })

  it("tells the storefront's tagged errors from anything else", () => {
    const notFound = new NotFoundError({ entity: "product", key: "X", message: "Not found" })
    expect(isStorefrontError(notFound)).toBe(true)
    expect(isStorefrontError(new Error("bug"))).toBe(false)
    expect(isStorefrontError({ _tag: "NotFoundError" })).toBe(false)
    expect(STOREFRONT_ERROR_TAGS).toContain("QuantityNotSentError")
    // The Effect-free entry has the same guard.
    expect(rules.isStorefrontError).toBe(isStorefrontError)
  })
})
