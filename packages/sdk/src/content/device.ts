// Spec §6 bot detection (used only for device info) and spec §9 device resize delay. Pure:
// "@shutter/sdk/rules" exports it.

/** Spec §9: device info follows a window resize once it has paused this long. */
export const DEVICE_RESIZE_DELAY_MS = 50

/** Spec §9 breakpoints the device kinds follow: below md a phone, below lg a tablet. */
const MD = 768
const LG = 1024

export type DeviceKind = "mobile" | "tablet" | "desktop"

export interface DeviceInfo {
  readonly kind: DeviceKind
  readonly isMobile: boolean
  readonly isTablet: boolean
  readonly isDesktop: boolean
  /** A crawler (search engine, link preview, monitoring) rather than a person. */
  readonly isCrawler: boolean
}

// Crawlers name themselves in the user agent: the common words, plus well-known agents that
// carry none of them (link previews, HTTP libraries, headless monitors).
const CRAWLER =
  /bot|crawl|spider|slurp|archiver|facebookexternalhit|embedly|quora link preview|whatsapp|preview|pingdom|curl|wget|python-requests|go-http-client|node-fetch|axios/i

/** Spec §6: whether a user agent is a crawler's. An empty agent is not a browser's either. */
export const isCrawler = (userAgent: string | null | undefined): boolean =>
  !userAgent || CRAWLER.test(userAgent)

const PHONE_AGENT = /Mobi|iPhone|iPod|Android.*Mobile|Windows Phone/i
// Tested first: an iPad's agent also says "Mobile".
const TABLET_AGENT = /iPad|Tablet|Android(?!.*Mobile)|Silk/i

/**
 * Device info from the user agent and, in a browser, the viewport width (which wins: a desktop
 * window made narrow lays out as a phone). A crawler is a desktop: it is served the full page.
 */
export const deviceInfo = (input: {
  readonly userAgent: string | null | undefined
  readonly viewportWidth?: number | undefined
}): DeviceInfo => {
  const crawler = isCrawler(input.userAgent)
  const agent = input.userAgent ?? ""
  const kind: DeviceKind = crawler
    ? "desktop"
    : input.viewportWidth !== undefined
      ? input.viewportWidth < MD
        ? "mobile"
        : input.viewportWidth < LG
          ? "tablet"
          : "desktop"
      : TABLET_AGENT.test(agent)
        ? "tablet"
        : PHONE_AGENT.test(agent)
          ? "mobile"
          : "desktop"
  return {
    kind,
    isMobile: kind === "mobile",
    isTablet: kind === "tablet",
    isDesktop: kind === "desktop",
    isCrawler: crawler,
  }
}
