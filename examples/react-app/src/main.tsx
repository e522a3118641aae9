import { StorefrontProvider } from "@shutter/react"
import { cookieStorage, createStorefront } from "@shutter/sdk"
import { createRoot } from "react-dom/client"
import { App } from "./App.tsx"

// "/graphql" on this page's origin: the page's server forwards it to the shop (no CORS).
const storefront = createStorefront({ endpoint: "/graphql", storage: cookieStorage() })

const root = document.getElementById("root")
if (root === null) throw new Error("no #root element")
createRoot(root).render(
  <StorefrontProvider storefront={storefront}>
    <App />
  </StorefrontProvider>,
)
