import { StorefrontProvider } from "@shutter/react"
import { cookieStorage, createStorefront } from "@shutter/sdk"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { App } from "./App.js"
import "./styles/tokens.css"
import "./styles/app.css"

// The web server proxies /graphql to the backend on this origin, so no CORS is involved.
const storefront = createStorefront({ endpoint: "/graphql", storage: cookieStorage() })

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
