import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import {
  createThirdPartyScriptLoader,
  RATINGS_WIDGET_DELAY_MS,
  THIRD_PARTY_SCROLL_THRESHOLD_PX,
} from "./thirdPartyScriptLoader.js"
import {
  type ThirdPartyScript,
  type ThirdPartyScriptName,
  type ThirdPartyScriptsConfig,
  thirdPartyScriptsOf,
} from "./thirdPartyScripts.js"
import { hasThirdPartyScripts } from "./thirdPartyScriptUrls.js"

const EVERY_SCRIPT: ThirdPartyScriptsConfig = {
  chat_widget_script_url: "https://chat.example/widget.js",
  ad_tracker_script_url: "https://tracker.example/t.js?company={key}",
  ad_tracker_key: "ACME 1",
  reviews_widget_script_url: "https://reviews.example/r.js",
  financing_widget_script_url: "//financing.example/f.js",
  analytics_script_url: "/analytics.js",
  analytics_key: "G-123",
  ratings_widget_script_url: "https://ratings.example/badge.js",
}

const DEFERRED = ["chatWidget", "adTracker", "reviewsWidget", "financingWidget", "analytics"]

/** A page whose injected scripts are recorded; each load settles when the test says. */
const fakePage = (config: ThirdPartyScriptsConfig = EVERY_SCRIPT) => {
  const injected: Array<ThirdPartyScriptName> = []
  const failing = new Set<ThirdPartyScriptName>()
  let chatOpened = 0
  const loader = createThirdPartyScriptLoader(thirdPartyScriptsOf(config), {
    inject: async (script: ThirdPartyScript) => {
      injected.push(script.name)
      if (failing.has(script.name)) throw new Error("network")
    },
    openChat: () => {
      chatOpened += 1
    },
  })
  return { loader, injected, failing, chatOpened: () => chatOpened }
}

describe("the store's third-party script settings", () => {
  it("a fresh install (nothing set) and a stock Magento (no such fields) load no script", () => {
    expect(thirdPartyScriptsOf({})).toEqual([])
    expect(thirdPartyScriptsOf(undefined)).toEqual([])
    expect(hasThirdPartyScripts({ chat_widget_script_url: null, chat_widget_key: "k" })).toBe(false)
  })

  it("a script with a URL is on; {key} in the URL is the account key, encoded", () => {
    expect(thirdPartyScriptsOf(EVERY_SCRIPT)).toEqual([
      { name: "chatWidget", src: "https://chat.example/widget.js", key: undefined },
      { name: "adTracker", src: "https://tracker.example/t.js?company=ACME%201", key: "ACME 1" },
      { name: "reviewsWidget", src: "https://reviews.example/r.js", key: undefined },
      { name: "financingWidget", src: "//financing.example/f.js", key: undefined },
      { name: "analytics", src: "/analytics.js", key: "G-123" },
      { name: "ratingsWidget", src: "https://ratings.example/badge.js", key: undefined },
    ])
    expect(hasThirdPartyScripts({ analytics_script_url: "/a.js" })).toBe(true)
  })

  it.each([
    ["a URL that needs a key the store did not set", { ad_tracker_script_url: "https://t/{key}" }],
    ["an empty URL", { chat_widget_script_url: "  " }],
    ["a URL that is not http(s) or the site's", { chat_widget_script_url: "javascript:alert(1)" }],
    ["a data: URL", { analytics_script_url: "data:text/javascript,1" }],
  ])("%s is off", (_, config) => {
    expect(thirdPartyScriptsOf(config)).toEqual([])
  })

  it("the first paint's check fetches the loader whenever a script may be on, never without a URL", () => {
    const configs: ReadonlyArray<ThirdPartyScriptsConfig> = [
      EVERY_SCRIPT,
      {},
      { chat_widget_key: "k", analytics_key: "k" },
      { ratings_widget_script_url: "https://r/b.js" },
      { ad_tracker_script_url: "https://t/{key}" },
      { chat_widget_script_url: " " },
    ]
    for (const config of configs) {
      if (thirdPartyScriptsOf(config).length > 0) expect(hasThirdPartyScripts(config)).toBe(true)
    }
    expect(configs.map(hasThirdPartyScripts)).toEqual([true, false, false, true, true, false])
  })
})

describe("when the scripts load", () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("nothing loads before the shopper acts, however long the page stays open (but the ratings widget)", async () => {
    const page = fakePage()
    page.loader.pageLoaded()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(page.injected).toEqual(["ratingsWidget"])
    expect(page.loader.waitingForInteraction()).toBe(true)
  })

  it("the ratings widget is injected 1 s after the load, not before", async () => {
    const page = fakePage()
    page.loader.pageLoaded()
    await vi.advanceTimersByTimeAsync(RATINGS_WIDGET_DELAY_MS - 1)
    expect(page.injected).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(page.injected).toEqual(["ratingsWidget"])
    // A second report of the load injects nothing more.
    page.loader.pageLoaded()
    await vi.advanceTimersByTimeAsync(RATINGS_WIDGET_DELAY_MS)
    expect(page.injected).toEqual(["ratingsWidget"])
  })

  it("the ratings widget keeps to 1 s after the load when the loader starts late", async () => {
    const page = fakePage()
    page.loader.pageLoaded(400)
    await vi.advanceTimersByTimeAsync(599)
    expect(page.injected).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(page.injected).toEqual(["ratingsWidget"])
    const late = fakePage()
    late.loader.pageLoaded(5000)
    await vi.advanceTimersByTimeAsync(0)
    expect(late.injected).toEqual(["ratingsWidget"])
  })

  it("a scroll of 2 px is not yet an interaction; 3 px is", async () => {
    const page = fakePage()
    expect(THIRD_PARTY_SCROLL_THRESHOLD_PX).toBe(2)
    page.loader.scrolled(1)
    page.loader.scrolled(2)
    await vi.advanceTimersByTimeAsync(0)
    expect(page.injected).toEqual([])
    expect(page.loader.waitingForInteraction()).toBe(true)
    page.loader.scrolled(3)
    await vi.advanceTimersByTimeAsync(0)
    expect(page.injected).toEqual(DEFERRED)
    expect(page.loader.waitingForInteraction()).toBe(false)
  })

  it("the first press, key or touch loads the five deferred scripts once, not the ratings widget", async () => {
    const page = fakePage()
    page.loader.interacted()
    page.loader.interacted()
    page.loader.scrolled(500)
    await vi.advanceTimersByTimeAsync(0)
    expect(page.injected).toEqual(DEFERRED)
  })

  it("only the configured scripts load", async () => {
    const page = fakePage({ financing_widget_script_url: "/f.js" })
    page.loader.pageLoaded()
    page.loader.interacted()
    await vi.advanceTimersByTimeAsync(RATINGS_WIDGET_DELAY_MS)
    expect(page.injected).toEqual(["financingWidget"])
  })
})

describe("'Send us a Message'", () => {
  it("loads the chat widget on demand before any interaction, then opens it", async () => {
    const page = fakePage()
    expect(await page.loader.openChat()).toBe(true)
    expect(page.injected).toEqual(["chatWidget"])
    expect(page.chatOpened()).toBe(1)
    // Already loaded: opened again without a second copy of the script.
    page.loader.interacted()
    expect(await page.loader.openChat()).toBe(true)
    await Promise.resolve()
    expect(page.injected.filter((name) => name === "chatWidget")).toHaveLength(1)
    expect(page.chatOpened()).toBe(2)
  })

  it("answers false without a chat widget (the UI shows its help modal)", async () => {
    const page = fakePage({ analytics_script_url: "/a.js" })
    expect(await page.loader.openChat()).toBe(false)
    expect(page.injected).toEqual([])
    expect(page.chatOpened()).toBe(0)
  })

  it("answers false when the script cannot load, and tries again next time", async () => {
    const page = fakePage()
    page.failing.add("chatWidget")
    expect(await page.loader.openChat()).toBe(false)
    expect(page.chatOpened()).toBe(0)
    page.failing.delete("chatWidget")
    expect(await page.loader.openChat()).toBe(true)
    expect(page.injected).toEqual(["chatWidget", "chatWidget"])
    expect(page.chatOpened()).toBe(1)
  })
})
