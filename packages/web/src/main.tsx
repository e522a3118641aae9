import { StorefrontProvider } from "@shutter/react"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { App } from "./App.js"
import { registerServiceWorker } from "./serviceWorker.js"
import { createWebStorefront } from "./storefront.js"
import "./styles/tokens.css"
import "./styles/app.css"
import "./styles/browsing.css"
import "./styles/cart.css"

const storefront = createWebStorefront()

// Spec §2 quote_id: the SDK sets the cart id and reloads; the parameter leaves the URL.
// Otherwise the stored cart (if any) is loaded for the badge; no cart is created until needed.
if (new URLSearchParams(window.location.search).has("quote_id")) {
  void storefront.cart.applyQuoteId(window.location.href).then((url) => {
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

const root = document.getElementById("root")
if (root) {
  createRoot(root).render(
    <StrictMode>
      <StorefrontProvider storefront={storefront}>
        <App />
      </StorefrontProvider>
    </StrictMode>,
  )
}

// Registered once the page has loaded, so it never competes with the first render.
if (import.meta.env.PROD) window.addEventListener("load", () => registerServiceWorker())
