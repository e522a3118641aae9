import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { parseRenditionPath, renditionPath } from "../src/media/imageRenditions.js"
import { startTestServer } from "../src/testing.js"

/** A JPEG's pixel size, read from its start-of-frame segment. */
const jpegSize = (bytes: Buffer): { width: number; height: number } | undefined => {
  let at = 2
  while (at + 9 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] ?? 0
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) }
    at += 2 + bytes.readUInt16BE(at + 2)
  }
  return undefined
}

describe("rendition paths", () => {
  it("maps product, category and wysiwyg pictures to their renditions and back", () => {
    for (const source of [
      "catalog/product/a/b/x-1.svg",
      "catalog/category/photography.svg",
      "wysiwyg/home/hero.svg",
    ]) {
      const path = renditionPath(source, { width: 1200, height: 630 }, "jpg")
      expect(path).toMatch(/\/cache\/1200x630\/.+\.jpg$/)
      expect(parseRenditionPath(path ?? "")).toEqual({
        sourcePath: source,
        width: 1200,
        height: 630,
        format: "jpg",
      })
    }
    expect(renditionPath("logo/default/shutter.svg", { width: 300, height: 300 }, "jpg")).toBe(
      undefined,
    )
    expect(parseRenditionPath("logo/cache/300x300/default/shutter.jpg")).toBe(undefined)
    expect(parseRenditionPath("wysiwyg/cache/1201x630/home/hero.jpg")).toBe(undefined)
  })
})

describe("renditions of category and CMS pictures", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server?.close())

  const fetchJpeg = async (path: string) => {
    const response = await fetch(`${server.url}/media/${path}`)
    expect(response.status, path).toBe(200)
    expect(response.headers.get("content-type")).toBe("image/jpeg")
    const body = Buffer.from(await response.arrayBuffer())
    return { body, size: jpegSize(body), cache: response.headers.get("cache-control") }
  }

  it("serves the home hero and a category picture as 1200×630 social cards", async () => {
    const hero = await fetchJpeg("wysiwyg/cache/1200x630/home/hero.jpg")
    expect(hero.size).toEqual({ width: 1200, height: 630 })
    // A CMS picture may be replaced under its name: cached for an hour, not for ever.
    expect(hero.cache).toBe("public, max-age=3600")
    const category = await fetchJpeg("catalog/category/cache/1200x630/photography.jpg")
    expect(category.size).toEqual({ width: 1200, height: 630 })
    expect(category.cache).toBe("public, max-age=31536000, immutable")
    // Real pictures, not blanks, and small enough for a crawler.
    for (const card of [hero, category]) {
      expect(card.body.byteLength).toBeGreaterThan(5_000)
      expect(card.body.byteLength).toBeLessThan(80_000)
    }
  })

  it("fills the card with the hero's scene and centres a square picture on the white background", async () => {
    const sharp = (await import("sharp")).default
    const corners = async (body: Buffer) => {
      const { data, info } = await sharp(body).raw().toBuffer({ resolveWithObject: true })
      const pixel = (x: number, y: number) => {
        const at = (y * info.width + x) * info.channels
        return [data[at], data[at + 1], data[at + 2]].map(Number)
      }
      return [pixel(2, 2), pixel(info.width - 3, info.height - 3)]
    }
    // The hero's sky reaches the card's corners; the category picture has white margins.
    for (const rgb of await corners((await fetchJpeg("wysiwyg/cache/1200x630/home/hero.jpg")).body))
      expect(Math.min(...rgb)).toBeLessThan(200)
    const category = await fetchJpeg("catalog/category/cache/1200x630/photography.jpg")
    for (const rgb of await corners(category.body)) expect(Math.min(...rgb)).toBeGreaterThan(245)
  })

  it("serves a category picture in the shop's sizes and formats; unknown pictures are 404", async () => {
    const avif = await fetch(`${server.url}/media/catalog/category/cache/300x300/lenses.avif`)
    expect(avif.status).toBe(200)
    expect(avif.headers.get("content-type")).toBe("image/avif")
    expect(
      (await fetch(`${server.url}/media/wysiwyg/cache/1200x630/home/no-such.jpg`)).status,
    ).toBe(404)
    expect((await fetch(`${server.url}/media/wysiwyg/cache/999x630/home/hero.jpg`)).status).toBe(
      404,
    )
  })
})
