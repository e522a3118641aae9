import { describe, expect, it } from "vitest"
import { pictureSources, renditionUrl } from "../src/components/imageRenditions.js"

const SVG = "https://shop.example/media/catalog/product/n/i/nikon-z6-ii-1.svg"

describe("catalogue picture renditions", () => {
  it("maps a catalogue SVG to its rendition in a size and format", () => {
    expect(renditionUrl(SVG, { width: 300, height: 300 }, "webp")).toBe(
      "https://shop.example/media/catalog/product/cache/300x300/n/i/nikon-z6-ii-1.webp",
    )
  })

  it("leaves pictures the backend does not render alone", () => {
    expect(
      renditionUrl("/media/logo/default/shutter.svg", { width: 300, height: 300 }, "jpg"),
    ).toBe(null)
    expect(pictureSources("https://cdn.example/photo.jpg", { width: 300, height: 300 })).toBe(null)
    const cached = "/media/catalog/product/cache/300x300/n/i/x.svg"
    expect(renditionUrl(cached, { width: 300, height: 300 }, "jpg")).toBe(null)
  })

  it("offers a square picture at 1× and 2×, the main picture at 540 and 1080 wide", () => {
    const card = pictureSources(SVG, { width: 300, height: 300 })
    expect(card?.avif).toBe(
      "https://shop.example/media/catalog/product/cache/300x300/n/i/nikon-z6-ii-1.avif 1x, https://shop.example/media/catalog/product/cache/600x600/n/i/nikon-z6-ii-1.avif 2x",
    )
    expect(card?.jpg).toBe(
      "https://shop.example/media/catalog/product/cache/300x300/n/i/nikon-z6-ii-1.jpg",
    )
    const main = pictureSources(SVG, { width: 1080, height: 1340 })
    expect(main?.webp).toBe(
      "https://shop.example/media/catalog/product/cache/540x670/n/i/nikon-z6-ii-1.webp 540w, https://shop.example/media/catalog/product/cache/1080x1340/n/i/nikon-z6-ii-1.webp 1080w",
    )
  })
})
