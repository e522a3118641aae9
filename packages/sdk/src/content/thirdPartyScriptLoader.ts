// Spec §9 and §2: the storefront's third-party scripts wait for the shopper. The chat widget, ad
// tracker, reviews widget, financing widget and analytics load on the first user interaction or a
// scroll beyond 2 pixels; the ratings widget script is injected 1 second after the page has loaded.
// Framework-agnostic and Effect-free: a UI reports what happened (`pageLoaded`, `interacted`,
// `scrolled`) and says how a script is added to its page; this module decides when. Its own
// entry ("@shutter/sdk/third-party"), so a UI can fetch it after the first paint.
import type { ThirdPartyScript, ThirdPartyScriptName } from "./thirdPartyScripts.js"

/** Spec §9: deferred until the first user interaction or a scroll beyond 2 pixels. */
export const INTERACTION_DEFERRED_SCRIPTS: ReadonlyArray<ThirdPartyScriptName> = [
  "chatWidget",
  "adTracker",
  "reviewsWidget",
  "financingWidget",
  "analytics",
]

/** Spec §9: a scroll beyond this many pixels counts as the first interaction. */
export const THIRD_PARTY_SCROLL_THRESHOLD_PX = 2

/** Spec §2: the ratings widget script is injected this long after the page has loaded. */
export const RATINGS_WIDGET_DELAY_MS = 1000

export { THIRD_PARTY_INTERACTION_EVENTS } from "./thirdPartyScriptUrls.js"

/** How the scripts reach the page: the platform's part. */
export interface ThirdPartyScriptPlatform {
  /** Adds the script to the page; resolves once it has run, rejects when it could not load. */
  readonly inject: (script: ThirdPartyScript) => Promise<void>
  /** Asks the (loaded) chat widget to open. */
  readonly openChat: () => void
  /** Runs `run` after `ms`; default the global `setTimeout`. */
  readonly setTimeout?: (run: () => void, ms: number) => unknown
}

/** When each configured script loads; one per page. */
export interface ThirdPartyScriptLoader {
  /**
   * The page has loaded, `elapsedMs` ago (0: now): the ratings widget follows 1 s after the
   * load. Only the first call counts.
   */
  readonly pageLoaded: (elapsedMs?: number) => void
  /** A press, a key or a touch: the deferred scripts load (once). */
  readonly interacted: () => void
  /** The page is scrolled to `scrollY` px: beyond 2 px the deferred scripts load (once). */
  readonly scrolled: (scrollY: number) => void
  /** True until the deferred scripts have started: until then a UI keeps listening. */
  readonly waitingForInteraction: () => boolean
  /**
   * Loads one configured script now if it has not been (the same load when it has); false
   * when the store did not configure it or it could not load (a later call tries again).
   */
  readonly load: (name: ThirdPartyScriptName) => Promise<boolean>
  /**
   * 'Send us a Message' (spec §1): loads the chat widget if it is not yet, then opens it. False
   * when the store has no chat widget or it could not load: the UI then offers its help modal.
   */
  readonly openChat: () => Promise<boolean>
}

export const createThirdPartyScriptLoader = (
  scripts: ReadonlyArray<ThirdPartyScript>,
  platform: ThirdPartyScriptPlatform,
): ThirdPartyScriptLoader => {
  const byName = new Map(scripts.map((script) => [script.name, script]))
  const loads = new Map<ThirdPartyScriptName, Promise<boolean>>()
  const later = platform.setTimeout ?? ((run: () => void, ms: number) => setTimeout(run, ms))
  let deferredStarted = false
  let pageLoadSeen = false

  const load = (name: ThirdPartyScriptName): Promise<boolean> => {
    const script = byName.get(name)
    if (script === undefined) return Promise.resolve(false)
    const known = loads.get(name)
    if (known !== undefined) return known
    const loading = Promise.resolve()
      .then(() => platform.inject(script))
      .then(
        () => true,
        () => {
          // Forgotten, so the next call (e.g. 'Send us a Message' again) retries.
          loads.delete(name)
          return false
        },
      )
    loads.set(name, loading)
    return loading
  }

  const startDeferred = () => {
    if (deferredStarted) return
    deferredStarted = true
    for (const name of INTERACTION_DEFERRED_SCRIPTS) void load(name)
  }

  return {
    pageLoaded: (elapsedMs = 0) => {
      if (pageLoadSeen) return
      pageLoadSeen = true
      if (!byName.has("ratingsWidget")) return
      later(() => void load("ratingsWidget"), Math.max(0, RATINGS_WIDGET_DELAY_MS - elapsedMs))
    },
    interacted: startDeferred,
    scrolled: (scrollY) => {
      if (scrollY > THIRD_PARTY_SCROLL_THRESHOLD_PX) startDeferred()
    },
    waitingForInteraction: () => !deferredStarted,
    load,
    openChat: async () => {
      if (!(await load("chatWidget"))) return false
      platform.openChat()
      return true
    },
  }
}
