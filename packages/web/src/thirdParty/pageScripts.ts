import type { StoreConfig } from "@shutter/sdk"
import {
  createThirdPartyScriptLoader,
  THIRD_PARTY_INTERACTION_EVENTS,
  type ThirdPartyScript,
  type ThirdPartyScriptLoader,
  thirdPartyScriptsOf,
} from "@shutter/sdk/third-party"
import { pressedEarly } from "./earlyPress.js"

// The page's side of the SDK's third-party script loader: script elements and DOM events. When
// each script loads is the SDK's rule; this file only reports what the shopper did.

/** The chat widget's command queue: `["open"]` opens it (a widget drains it when it loads). */
type ChatCommand = readonly [command: "open"]
declare global {
  interface Window {
    shutterChat?: Array<ChatCommand>
  }
}

/** Adds `script` to the page; resolves once it has run. */
const inject = (script: ThirdPartyScript): Promise<void> =>
  new Promise((resolve, reject) => {
    const element = document.createElement("script")
    element.src = script.src
    element.async = true
    element.dataset.thirdParty = script.name
    if (script.key !== undefined) element.dataset.key = script.key
    element.onload = () => resolve()
    element.onerror = () => {
      element.remove()
      reject(new Error(`${script.name} did not load`))
    }
    document.head.append(element)
  })

const openChat = (): void => {
  window.shutterChat ??= []
  window.shutterChat.push(["open"])
}

/** Milliseconds since the page's load event (0 while it has not happened yet). */
const sinceLoad = (): number => {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[]
  const loadedAt = navigation?.loadEventEnd ?? 0
  return loadedAt > 0 ? performance.now() - loadedAt : 0
}

/**
 * The shopper's first press, key, touch or scroll goes to the loader; then nothing listens. A
 * press made before this chunk arrived (`pressedEarly`) is that first interaction.
 */
const listen = (loader: ThirdPartyScriptLoader): void => {
  const stop = () => {
    for (const type of THIRD_PARTY_INTERACTION_EVENTS)
      window.removeEventListener(type, interacted, true)
    window.removeEventListener("scroll", scrolled)
  }
  const interacted = () => {
    loader.interacted()
    stop()
  }
  const scrolled = () => {
    loader.scrolled(window.scrollY)
    if (!loader.waitingForInteraction()) stop()
  }
  for (const type of THIRD_PARTY_INTERACTION_EVENTS)
    window.addEventListener(type, interacted, { capture: true, passive: true })
  window.addEventListener("scroll", scrolled, { passive: true })
  // A press or a scroll made before this chunk arrived counts too.
  if (pressedEarly()) interacted()
  else scrolled()
  if (document.readyState === "complete") loader.pageLoaded(sinceLoad())
  else window.addEventListener("load", () => loader.pageLoaded(), { once: true })
}

let pageLoader: ThirdPartyScriptLoader | undefined

/** Starts the page's loader (once; later calls answer the same one). */
export const startThirdPartyScripts = (config: StoreConfig): ThirdPartyScriptLoader => {
  if (pageLoader === undefined) {
    pageLoader = createThirdPartyScriptLoader(thirdPartyScriptsOf(config), { inject, openChat })
    listen(pageLoader)
  }
  return pageLoader
}

/**
 * 'Send us a Message': opens the chat widget, loading it first if needed. False when the store
 * has none (or it could not load): the caller offers the help modal instead.
 */
export const openChatWidget = (config: StoreConfig | undefined): Promise<boolean> =>
  config === undefined ? Promise.resolve(false) : startThirdPartyScripts(config).openChat()
