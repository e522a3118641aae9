import { describe, expect, it } from "vitest"
import { DEVICE_RESIZE_DELAY_MS, deviceInfo, isCrawler } from "./device.js"

const CHROME_DESKTOP =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36"
const PIXEL =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36"
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1"
const GOOGLEBOT =
  "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"

describe("isCrawler (spec §6 bot detection)", () => {
  it.each([
    ["Googlebot", GOOGLEBOT],
    ["Bingbot", "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)"],
    [
      "Yahoo Slurp",
      "Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)",
    ],
    ["a link preview", "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)"],
    ["an HTTP library", "curl/8.5.0"],
    ["no user agent", ""],
  ])("marks %s", (_, agent) => {
    expect(isCrawler(agent)).toBe(true)
  })
  it.each([
    ["desktop Chrome", CHROME_DESKTOP],
    ["a phone", PIXEL],
    ["an iPad", IPAD],
  ])("leaves %s a person", (_, agent) => {
    expect(isCrawler(agent)).toBe(false)
  })
})

describe("deviceInfo", () => {
  it.each([
    [PIXEL, undefined, "mobile"],
    [IPAD, undefined, "tablet"],
    [CHROME_DESKTOP, undefined, "desktop"],
    // The viewport wins in a browser (spec §9 breakpoints md 768, lg 1024).
    [CHROME_DESKTOP, 767, "mobile"],
    [CHROME_DESKTOP, 768, "tablet"],
    [CHROME_DESKTOP, 1024, "desktop"],
    [PIXEL, 1280, "desktop"],
  ])("%#: a %s agent at width %s is %s", (agent, viewportWidth, kind) => {
    const info = deviceInfo({ userAgent: agent, viewportWidth })
    expect(info).toEqual({
      kind,
      isMobile: kind === "mobile",
      isTablet: kind === "tablet",
      isDesktop: kind === "desktop",
      isCrawler: false,
    })
  })
  it("a crawler is a desktop, whatever it claims, and is marked", () => {
    expect(deviceInfo({ userAgent: GOOGLEBOT, viewportWidth: 412 })).toMatchObject({
      kind: "desktop",
      isCrawler: true,
    })
  })
  it("follows resizes after the spec's 50 ms", () => {
    expect(DEVICE_RESIZE_DELAY_MS).toBe(50)
  })
})
