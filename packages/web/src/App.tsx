import { lazy, type ReactNode, Suspense, useCallback, useDeferredValue, useMemo } from "react"
import { Route, Router, type RouterObject, Switch, useRouter } from "wouter"
import { usePageProgress } from "./hooks/usePageProgress.js"
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
const UsedGearQuotePage = lazy(() =>
  import("./pages/quote/UsedGearQuotePage.js").then((m) => ({ default: m.UsedGearQuotePage })),
)
const QuoteStatusPage = lazy(() =>
  import("./pages/quote/QuoteStatusPage.js").then((m) => ({ default: m.QuoteStatusPage })),
)

// Account code (the /customer area, password reset, checkout login) loads on demand.
const AccountArea = lazy(() => import("./pages/account/AccountArea.js"))
const ResetPasswordPage = lazy(() => import("./pages/account/ResetPasswordPage.js"))
const ConfirmAccountPage = lazy(() => import("./pages/account/ConfirmAccountPage.js"))
const CheckoutLoginPage = lazy(() => import("./pages/account/CheckoutLoginPage.js"))
const UserAccountCheckout = lazy(() => import("./pages/account/UserAccountCheckout.js"))
const OrderRoutes = lazy(() => import("./pages/account/OrderRoutes.js"))
const GiftCardsLanding = lazy(() =>
  import("./pages/giftCards/GiftCardsPage.js").then((m) => ({ default: m.GiftCardsLanding })),
)
const SharedWishlistPage = lazy(() => import("./wishlist/SharedWishlistPage.js"))

const Pending = () => <section className="page-pending" aria-busy="true" />

const ProductBySku = ({ params }: { readonly params: { readonly sku: string } }) => (
  <ProductPage by={{ sku: decodeURIComponent(params.sku) }} />
)

/**
 * `/gift-cards/{id}`: a gift card product (or design) opened directly by its url key, as the
 * catalogue's own links name products; an unknown key is the usual not-found page.
 */
const GiftCardByUrlKey = ({ params }: { readonly params: { readonly id: string } }) => (
  <ProductPage by={{ urlKey: decodeURIComponent(params.id).replace(/\.html$/, "") }} />
)

/**
 * A navigation renders the next page in the background: while its code or its data loads (it
 * suspends), the current page stays on screen instead of a blank fallback, and the progress bar
 * runs. Every component of the pages reads that deferred location, so the page still on screen
 * keeps seeing its own URL (its nested routes would otherwise answer the next page's URL, e.g.
 * with a redirect).
 */
const DeferredLocation = ({ children }: { readonly children: ReactNode }) => {
  const router = useRouter()
  const [location, navigate] = router.hook(router)
  // The query too: the page still on screen must not see the next page's filters.
  const search = router.searchHook(router)
  const current = useMemo(() => ({ location, search }), [location, search])
  const shown = useDeferredValue(current)
  usePageProgress(shown !== current)
  const hook = useCallback(
    (): [string, typeof navigate] => [shown.location, navigate],
    [shown.location, navigate],
  )
  const searchHook = useCallback(() => shown.search, [shown.search])
  // A custom hook makes wouter start from its defaults: the rest of the router (base, SSR path)
  // is passed on as it is.
  const inherited: Partial<RouterObject> = router
  return (
    <Router {...inherited} hook={hook} searchHook={searchHook}>
      {children}
    </Router>
  )
}

/**
 * Spec §2 routes: home; search results; `/p/{sku}`; and the catch-all (`/{slug+}`), which
 * resolves categories, products, CMS pages and the landing routes (/audio, /Faq…) by URL.
 * The account routes (`/customer/*`, the password reset aliases, `/checkoutlogin`) are their
 * own chunks.
 */
export const App = () => {
  return (
    <PageFrame>
      <DeferredLocation>
        <Suspense fallback={<Pending />}>
          <Switch>
            <Route path="/" component={HomePage} />
            <Route path="/Home" component={HomePage} />
            <Route path="/catalogsearch/result" component={SearchPage} />
            <Route path="/p/:sku" component={ProductBySku} />
            <Route path="/cart" component={CartPage} />
            <Route path="/checkout" component={CheckoutPage} />
            <Route path="/checkout/user-account" component={UserAccountCheckout} />
            <Route path="/checkout/:step" component={CheckoutPage} />
            <Route path="/track-order" component={TrackOrderPage} />
            <Route path="/used-equipment-quote" component={UsedGearQuotePage} />
            <Route path="/used-equipment-quote/status" component={QuoteStatusPage} />
            <Route path="/createpassword" component={ResetPasswordPage} />
            <Route path="/reset-password" component={ResetPasswordPage} />
            <Route path="/customer/account/createPassword" component={ResetPasswordPage} />
            <Route path="/customer/account/confirm" component={ConfirmAccountPage} />
            <Route path="/customer" component={AccountArea} />
            <Route path="/customer/*" component={AccountArea} />
            <Route path="/checkoutlogin" component={CheckoutLoginPage} />
            <Route path="/gift-cards" component={GiftCardsLanding} />
            <Route path="/gift-cards/:id" component={GiftCardByUrlKey} />
            <Route path="/wishlist/shared/:code?">
              {(params) => <SharedWishlistPage code={params.code} />}
            </Route>
            <Route path="/order/order_print" component={OrderRoutes} />
            <Route path="/order/orderDetail" component={OrderRoutes} />
            <Route component={ResolvedPage} />
          </Switch>
        </Suspense>
      </DeferredLocation>
    </PageFrame>
  )
}
