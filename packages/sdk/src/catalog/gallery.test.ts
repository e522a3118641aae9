import { describe, expect, it } from "vitest"
import { galleryImages, productGallery } from "./gallery.js"

describe("galleryImages", () => {
  it("keeps enabled images by position, at most 10", () => {
    const media = Array.from({ length: 12 }, (_, i) => ({
      __typename: "ProductImage",
      url: `/m/${i}.svg`,
      label: null,
      position: 12 - i,
      disabled: i === 0,
    }))
    const images = galleryImages({ media_gallery: media, thumbnail: null })
    expect(images).toHaveLength(10)
    expect(images[0]?.url).toBe("/m/11.svg")
    expect(images.some((i) => i.url === "/m/0.svg")).toBe(false)
  })
  it("falls back to the thumbnail", () => {
    const thumbnail = { url: "/t.svg", label: "T", position: 0, disabled: false }
    expect(galleryImages({ media_gallery: [], thumbnail })).toEqual([thumbnail])
  })
})

describe("productGallery", () => {
  const media = Array.from({ length: 10 }, (_, i) => ({
    __typename: "ProductImage",
    url: `/m/${i}.svg`,
    label: null,
    position: i,
    disabled: false,
  }))
  const product = { media_gallery: media, thumbnail: null }
  const image = (url: string) => ({ url, label: null, position: 0, disabled: false })

  it("puts the chosen variant's own image first, keeping at most 10", () => {
    const gallery = productGallery(product, { thumbnail: image("/v.svg") })
    expect(gallery).toHaveLength(10)
    expect(gallery.map((i) => i.url).slice(0, 2)).toEqual(["/v.svg", "/m/0.svg"])
    expect(gallery.some((i) => i.url === "/m/9.svg")).toBe(false)
  })

  it("is the product's gallery without a variant, or when the variant's image is in it", () => {
    expect(productGallery(product)).toEqual(galleryImages(product))
    expect(productGallery(product, { thumbnail: image("/m/3.svg") })).toEqual(
      galleryImages(product),
    )
    expect(productGallery(product, { thumbnail: null })).toEqual(galleryImages(product))
  })
})
