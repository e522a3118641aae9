import { gunzipSync, gzipSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { filledIn, gzipAround, gzippedWith } from "../server/gzipAround.js"

const PLACEHOLDER = "__NONCE__"

describe("a page gzipped around its nonce", () => {
  const page = Buffer.from(
    `<!doctype html><html><head><title>Ørsted – Objektiv 50 mm ƒ/1.8 “new”</title></head><body>${"<p>Sony Alpha 7R V</p>".repeat(4000)}` +
      `<script nonce="${PLACEHOLDER}">go()</script></body></html>`,
  )
  const expected = page.toString("utf8").replace(PLACEHOLDER, "r4nd0m+N0nce/==")

  it("unzips to the page with the value in place, for every value", () => {
    const parts = gzipAround(page, PLACEHOLDER)
    expect(parts).toBeDefined()
    if (parts === undefined) return
    for (const value of ["r4nd0m+N0nce/==", "", "ü".repeat(40)]) {
      const wanted = page.toString("utf8").replace(PLACEHOLDER, value)
      expect(gunzipSync(gzippedWith(parts, value)).toString("utf8")).toBe(wanted)
      expect(filledIn(parts, value).toString("utf8")).toBe(wanted)
    }
    expect(gunzipSync(gzippedWith(parts, "r4nd0m+N0nce/==")).toString("utf8")).toBe(expected)
  })

  it("is about as small as the page gzipped whole", () => {
    const parts = gzipAround(page, PLACEHOLDER)
    if (parts === undefined) throw new Error("not split")
    const whole = gzipSync(Buffer.from(expected), { level: 6 }).length
    expect(gzippedWith(parts, "r4nd0m+N0nce/==").length).toBeLessThan(whole + 64)
  })

  it("splits only a page with exactly one placeholder", () => {
    expect(gzipAround(Buffer.from("<p>no nonce</p>"), PLACEHOLDER)).toBeUndefined()
    expect(
      gzipAround(Buffer.from(`${PLACEHOLDER}<p></p>${PLACEHOLDER}`), PLACEHOLDER),
    ).toBeUndefined()
  })
})
