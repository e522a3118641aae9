import { createQueryStore, StorefrontProvider } from "@shutter/react"
import { type ReactNode, StrictMode, useEffect } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { Router } from "wouter"
import { App } from "./App.js"
import { reloadOnChunkFailure } from "./chunkReload.js"
import { routerBaseOf } from "./config/storeViews.js"
import { watchDevice } from "./device.js"
import { registerServiceWorker } from "./serviceWorker.js"
import { loadRenderedPageCode, readServerState } from "./ssrState.js"
import { hasStoredCart } from "./storedShopper.js"
import { createWebStorefront, startOnIntent } from "./storefront.js"
import "./styles/tokens.css"
import "./styles/app.css"
import "./styles/browsing.css"
import "./styles/cart.css"
import "./styles/service.css"
import "./styles/home.css"
// Pages the server renders whose code loads later: their look must be in the page's own
// stylesheet, or it arrives with their chunk and moves what was painted (CLS 0).
import "./styles/giftCards.css"
import "./styles/quote.css"
import "./styles/wishlist.css"

// First, so a page chunk that fails to load during the first render already reloads.
reloadOnChunkFailure()

const storefront = createWebStorefront()

// Spec §2 quote_id: the SDK sets the cart id and reloads; the parameter leaves the URL.
// Otherwise the stored cart (if any) is loaded for the badge; no cart is created until needed.
let cartStarted = false
const startCart = (): void => {
  if (cartStarted) return
  cartStarted = true
  if (new URLSearchParams(window.location.search).has("quote_id")) {
    void storefront.cart.applyQuoteId({ url: window.location.href }).then((url) => {
      const clean = new URL(url, window.location.href)
      window.history.replaceState(
        window.history.state,
        "",
        clean.pathname + clean.search + clean.hash,
      )
    })
  } else {
    storefront.cart.load().catch(() => undefined)
  }
  // A stored customer token: the profile for the header greeting (no request without one).
  storefront.customer.load().catch(() => undefined)
}

// The storefront's code (Effect, the services) loads on demand: at once only when the cart is
// needed from the start (a stored cart or customer for the badge, a quote_id to apply); else on
// the first sign of intent, or the first call the page makes (a client-only shell's queries).
const cartNeededAtBoot =
  hasStoredCart(document.cookie) || new URLSearchParams(window.location.search).has("quote_id")

/**
 * Starts the cart once the first render has committed: the server rendered an empty cart (it
 * never sees the shopper's), so a cart that arrived during hydration would not match it. A
 * wrapper, not a sibling of <App/>: a sibling would shift React's useId ids from the server's.
 * Without a stored cart, the cart starts with the storefront (its load then sends nothing).
 * It also marks the page `<html data-hydrated>`: until then a click on server-rendered HTML does
 * nothing, so browser tests (and monitoring) wait for the mark.
 */
const CartStarter = ({ children }: { readonly children: ReactNode }) => {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true"
    if (cartNeededAtBoot) startCart()
    else startOnIntent(storefront, startCart)
  }, [])
  return children
}

/**
 * Resolves once the browser has had a frame to paint the server's HTML, so hydrating (one
 * long task on a slow phone) never holds back the first paint. The timeout covers background
 * tabs, where animation frames do not run.
 */
const afterFirstPaint = (): Promise<void> =>
  new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0))
    setTimeout(resolve, 100)
  })

// A page rendered on the server carries its query store's entries: the client starts from
// them (same keys), so hydration matches and the first render fetches nothing. The
// client-only shell (the server's fallback, the service worker's offline page) has none.
const serverState = readServerState(document)

// The store view's locale prefix (/ca_en) is the router's base: routes and links are the same
// in every store view.
const routerBase = routerBaseOf(window.location.pathname)

const root = document.getElementById("root")
if (root) {
  const app = (
    <StrictMode>
      <StorefrontProvider
        storefront={storefront}
        queries={createQueryStore(serverState ? { initial: serverState.queries } : {})}
        {...(serverState?.storeConfig ? { initialStoreConfig: serverState.storeConfig } : {})}
      >
        <CartStarter>
          <Router base={routerBase}>
            <App />
          </Router>
        </CartStarter>
      </StorefrontProvider>
    </StrictMode>
  )
  if (serverState) {
    // At default priority, in one go: hydrating in a transition would yield between slices,
    // and a click landing meanwhile on a part not yet hydrated is lost (measured: the product
    // tabs). If a page chunk cannot load, hydrate anyway: React.lazy will retry it.
    const hydrate = () => void hydrateRoot(root, app)
    Promise.all([
      afterFirstPaint(),
      loadRenderedPageCode(serverState, window.location.pathname.slice(routerBase.length) || "/"),
    ]).then(hydrate, hydrate)
  } else createRoot(root).render(app)
}

/** Runs `task` once the page has loaded: a server-rendered page runs this script after `load`. */
const whenLoaded = (task: () => void): void => {
  if (document.readyState === "complete") setTimeout(task, 0)
  else window.addEventListener("load", task, { once: true })
}

// Registered once the page has loaded, so it never competes with the first render.
if (import.meta.env.PROD) whenLoaded(() => registerServiceWorker())
// Device info is no part of the first paint: it is worked out once the page has loaded. (A
// chunk of its own would cost more bytes, in requests and headers, than it holds.)
whenLoaded(() => watchDevice())
