import { StorefrontProvider } from "@shutter/react"
import { cookieStorage, createStorefront } from "@shutter/sdk"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { App } from "./App.js"
import { OWN_HOSTS } from "./config/links.js"
import { registerServiceWorker } from "./serviceWorker.js"
import "./styles/tokens.css"
import "./styles/app.css"
import "./styles/browsing.css"

// The web server proxies /graphql to the backend on this origin, so no CORS is involved.
const storefront = createStorefront({
  endpoint: "/graphql",
  storage: cookieStorage(),
  ownHosts: [window.location.origin, ...OWN_HOSTS],
})

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
