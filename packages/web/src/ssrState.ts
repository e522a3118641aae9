import type { DehydratedQueries } from "@shutter/react"
import type { StoreConfig } from "@shutter/sdk"
import {
  customOptionsCode,
  hasCustomOptions,
  productOptionsCode,
  typeWithOptions,
} from "./pages/product/productOptionTypes.js"

/** What the server render hands the browser in <script id="shutter-state">. */
export interface ShutterState {
  readonly queries: DehydratedQueries
  readonly storeConfig: StoreConfig | undefined
}

/** The id of that script (server/shell.ts writes it). */
export const STATE_SCRIPT_ID = "shutter-state"

/** The server's state if this page was rendered on the server (else the client-only shell). */
export const readServerState = (doc: Document): ShutterState | undefined => {
  const text = doc.getElementById(STATE_SCRIPT_ID)?.textContent
  if (!text) return undefined
  try {
    return JSON.parse(text) as ShutterState
  } catch {
    return undefined
  }
}

/**
 * Loads the code of the page the server rendered (App.tsx and ResolvedPage.tsx load pages with
 * React.lazy) before hydrating, so the whole page hydrates at once: a lazy page whose code is
 * still on its way would stay inert HTML, and a click on it would be lost.
 */
export const loadRenderedPageCode = (state: ShutterState, pathname: string): Promise<unknown> => {
  if (pathname === "/" || pathname === "/Home") return Promise.resolve()
  if (pathname.startsWith("/p/")) return loadProductPageCode(state)
  if (pathname === "/catalogsearch/result") return import("./pages/SearchPage.js")
  // Their forms are in the server's HTML too: a click before their code hydrates would be lost.
  if (pathname === "/cart") return import("./pages/CartPage.js")
  if (pathname === "/checkoutlogin") return import("./pages/account/CheckoutLoginPage.js")
  if (pathname === "/checkout/user-account") return import("./pages/account/UserAccountCheckout.js")
  if (pathname === "/order/order_print" || pathname === "/order/orderDetail")
    return import("./pages/account/OrderRoutes.js")
  if (pathname.startsWith("/checkout")) return import("./pages/checkout/CheckoutPage.js")
  if (pathname === "/track-order") return import("./pages/TrackOrderPage.js")
  if (pathname === "/gift-cards") return import("./pages/giftCards/GiftCardsPage.js")
  if (pathname.startsWith("/gift-cards/")) return loadProductPageCode(state)
  if (pathname === "/customer" || pathname.startsWith("/customer/"))
    return pathname === "/customer/account/createPassword"
      ? import("./pages/account/ResetPasswordPage.js")
      : pathname === "/customer/account/confirm"
        ? import("./pages/account/ConfirmAccountPage.js")
        : import("./pages/account/AccountArea.js")
  if (pathname === "/createpassword" || pathname === "/reset-password")
    return import("./pages/account/ResetPasswordPage.js")
  const route = state.queries[`route:${pathname}`]
  const tag = route?.status === "done" ? (route.data as { readonly _tag?: string })._tag : undefined
  const page =
    tag === "Category"
      ? import("./pages/CategoryPage.js")
      : tag === "Product"
        ? loadProductPageCode(state)
        : tag === "CmsPage"
          ? import("./pages/CmsPageView.js")
          : undefined
  return Promise.all([import("./pages/ResolvedPage.js"), page])
}

/**
 * The product page, and the pickers of the rendered product's type when it has some (a
 * configurable, bundle or grouped product: ProductPage.tsx loads each type's lazily).
 */
const loadProductPageCode = (state: ShutterState): Promise<unknown> => {
  const product = Object.entries(state.queries).find(
    ([key, entry]) => key.startsWith("product:") && entry.status === "done",
  )?.[1]
  const rendered =
    product?.status === "done"
      ? (product.data as {
          readonly __typename?: string
          readonly options?: ReadonlyArray<unknown> | null
        } | null)
      : undefined
  const optionsType = rendered ? typeWithOptions(rendered) : undefined
  return Promise.all([
    import("./pages/product/ProductPage.js"),
    optionsType === undefined ? null : productOptionsCode[optionsType](),
    rendered && hasCustomOptions(rendered) ? customOptionsCode() : null,
  ])
}
