import { Analytics, cookieStorage, createStorefront, type Storefront } from "@shutter/sdk"
import { OWN_HOSTS } from "./config/links.js"

/** The browser's storefront: cookies for the cart and store, GA4 events to window.dataLayer. */
export const createWebStorefront = (): Storefront =>
  // The web server proxies /graphql to the backend on this origin, so no CORS is involved.
  createStorefront({
    endpoint: "/graphql",
    storage: cookieStorage(),
    ownHosts: [window.location.origin, ...OWN_HOSTS],
    // GA4 events to window.dataLayer, 'Added to Cart' to window._learnq.
    analytics: Analytics.browser(),
  })
