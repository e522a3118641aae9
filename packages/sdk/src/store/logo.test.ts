import { describe, expect, it } from "vitest"
import { headerLogo } from "./logo.js"

const base = {
  header_logo_src: "default/shutter.svg",
  base_media_url: "http://127.0.0.1:3000/media/",
  logo_alt: "Shutter Camera & Photo",
  logo_width: 189,
  logo_height: 68,
  store_name: "Shutter Camera & Photo",
}

describe("headerLogo", () => {
  it.each([
    [
      "relative to the media logo folder",
      base,
      "http://127.0.0.1:3000/media/logo/default/shutter.svg",
    ],
    [
      "with a leading slash",
      { ...base, header_logo_src: "/default/shutter.svg" },
      "http://127.0.0.1:3000/media/logo/default/shutter.svg",
    ],
    [
      "absolute URLs untouched",
      { ...base, header_logo_src: "https://cdn.example/logo.png" },
      "https://cdn.example/logo.png",
    ],
  ])("builds the URL %s", (_, config, src) => {
    expect(headerLogo(config)?.src).toBe(src)
  })

  it("falls back to the spec's shown size (189x68) and the store name", () => {
    expect(headerLogo({ ...base, logo_width: null, logo_height: null, logo_alt: null })).toEqual({
      src: "http://127.0.0.1:3000/media/logo/default/shutter.svg",
      alt: "Shutter Camera & Photo",
      width: 189,
      height: 68,
    })
  })

  it("gives nothing when the store has no logo", () => {
    expect(headerLogo({ ...base, header_logo_src: null })).toBeUndefined()
  })
})
