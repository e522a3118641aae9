import type { Storefront } from "@shutter/sdk"
import { lazyStorefront, startStorefront } from "@shutter/sdk/lazy"
import { OWN_HOSTS } from "./config/links.js"
import { STORE_VIEWS } from "./config/storeViews.js"
import { setCartSidebarOpen } from "./state/ui.js"

/**
 * The browser's storefront: cookies for the cart and store, GA4 events to window.dataLayer.
 * Browser only (the server renders with a storefront it creates directly).
 *
 * Effect, the services and the GraphQL documents are a separate chunk that a first load does not
 * download: the page's data comes with the server's state, so nothing needs them until the
 * shopper acts. `lazyStorefront` imports the chunk on the first call, or earlier when
 * `startOnIntent` sees a sign of intent (main.tsx), and forwards every call to it.
 */
export const createWebStorefront = (): Storefront => {
  const storefront = lazyStorefront(
    () =>
      import("@shutter/sdk").then(
        ({ Analytics, browserReCaptcha, cookieStorage, createStorefront }) =>
          // The web server proxies /graphql to the backend on this origin, so no CORS is involved.
          createStorefront({
            endpoint: "/graphql",
            storage: cookieStorage(),
            // The URL's locale prefix is the store view (spec §2, §4 "before each backend request").
            locales: STORE_VIEWS,
            currentPath: () => window.location.pathname,
            pathDecidesStore: true,
            ownHosts: [window.location.origin, ...OWN_HOSTS],
            // GA4 events to window.dataLayer, 'Added to Cart' to window._learnq.
            analytics: Analytics.browser(),
            // Protected forms' tokens: the provider's script through this origin (the web server
            // sends /recaptcha/api.js on to the provider), loaded only when the store protects one.
            recaptcha: { provider: browserReCaptcha({ scriptUrl: "/recaptcha/api.js" }) },
            paymentConfirmer: (action) =>
              import("./pages/checkout/stripeJs.js").then(({ confirmWithStripe }) =>
                confirmWithStripe(action),
              ),
          }),
      ),
    { eager: false },
  )
  // The SDK suggests showing the cart after an add; which sidebar is open is the web's state.
  storefront.events.on("open-sidebar", () => setCartSidebarOpen(true))
  return storefront
}

/**
 * The first interaction (a press, a key, focus moving into the page) or client-side navigation
 * (wouter dispatches `pushState`; back/forward is `popstate`): the shopper is about to need the
 * storefront, so its code starts downloading while the pointer is still down.
 */
const INTENT_EVENTS = ["pointerdown", "keydown", "touchstart", "focusin", "pushState", "popstate"]

/**
 * Starts loading `storefront` on the first sign of intent (one listener, once), then calls
 * `started` when it has loaded. A failed load is left to the next call, which retries.
 */
export const startOnIntent = (storefront: Storefront, started: () => void): void => {
  const start = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, start, true)
    startStorefront(storefront).then(started, () => undefined)
  }
  for (const type of INTENT_EVENTS)
    window.addEventListener(type, start, { capture: true, passive: true })
}
