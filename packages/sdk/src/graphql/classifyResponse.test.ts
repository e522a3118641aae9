import { describe, expect, it } from "vitest"
import { retryAfterMs } from "./classifyResponse.js"

describe("retryAfterMs", () => {
  const now = Date.parse("2026-11-28T12:00:00Z")

  it("reads delay-seconds", () => {
    expect(retryAfterMs("120", now)).toBe(120_000)
  })

  it("reads an HTTP date as the time left until it", () => {
    expect(retryAfterMs("Sat, 28 Nov 2026 12:00:45 GMT", now)).toBe(45_000)
  })

  it("a date in the past is 0, an absent or unreadable header undefined", () => {
    expect(retryAfterMs("Sat, 28 Nov 2026 11:00:00 GMT", now)).toBe(0)
    expect(retryAfterMs(null, now)).toBeUndefined()
    expect(retryAfterMs("soon", now)).toBeUndefined()
  })
})
