import { lazy, Suspense } from "react"
import { Route, Switch } from "wouter"
import { PageFrame } from "./layout/PageFrame.js"
import { HomePage } from "./pages/HomePage.js"

// Route-level code splitting: each page's code loads with the route that needs it.
const SearchPage = lazy(() =>
  import("./pages/SearchPage.js").then((m) => ({ default: m.SearchPage })),
)
const ProductPage = lazy(() => import("./pages/product/ProductPage.js"))
const ResolvedPage = lazy(() =>
  import("./pages/ResolvedPage.js").then((m) => ({ default: m.ResolvedPage })),
)

const CartPage = lazy(() => import("./pages/CartPage.js").then((m) => ({ default: m.CartPage })))
const CheckoutPage = lazy(() => import("./pages/checkout/CheckoutPage.js"))
const TrackOrderPage = lazy(() =>
  import("./pages/TrackOrderPage.js").then((m) => ({ default: m.TrackOrderPage })),
)

const Pending = () => <section className="page-pending" aria-busy="true" />

const ProductBySku = ({ params }: { readonly params: { readonly sku: string } }) => (
  <ProductPage by={{ sku: decodeURIComponent(params.sku) }} />
)

/**
 * Spec §2 routes: home; search results; `/p/{sku}`; and the catch-all (`/{slug+}`), which
 * resolves categories, products, CMS pages and the landing routes (/audio, /Faq…) by URL.
 */
export const App = () => (
  <PageFrame>
    <Suspense fallback={<Pending />}>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/Home" component={HomePage} />
        <Route path="/catalogsearch/result" component={SearchPage} />
        <Route path="/p/:sku" component={ProductBySku} />
        <Route path="/cart" component={CartPage} />
        <Route path="/checkout" component={CheckoutPage} />
        <Route path="/checkout/:step" component={CheckoutPage} />
        <Route path="/track-order" component={TrackOrderPage} />
        <Route component={ResolvedPage} />
      </Switch>
    </Suspense>
  </PageFrame>
)
