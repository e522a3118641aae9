import { useCustomer, useCustomerActions } from "@shutter/react"
import { ACCOUNT_PAGES, ACCOUNT_ROOT_PATH, accountPageTitle } from "@shutter/sdk/rules"
import { lazy, type ReactNode, Suspense, useEffect } from "react"
import { Link, Redirect, Route, Switch, useLocation } from "wouter"
import { useAccountAccess } from "../../account/useAccountAccess.js"
import { PageHead } from "../../seo/PageHead.js"
import "../../styles/account.css"
import { AccountDashboard } from "./AccountDashboard.js"
import { AddressBook } from "./AddressBook.js"
import { AddressEditor } from "./AddressEditor.js"
import { MyReviewsPage } from "./MyReviewsPage.js"
import { NewsletterPage } from "./NewsletterPage.js"
import { OrderDetail } from "./OrderDetailPage.js"
import { OrderHistory } from "./OrderHistory.js"
import { ProductAlertsPage } from "./ProductAlertsPage.js"
import { ProfilePage } from "./ProfilePage.js"

const WishlistPage = lazy(() => import("../../wishlist/WishlistPage.js"))

/** The account's side navigation: every `/customer` page of spec §2, then Sign out. */
const AccountNav = ({ current }: { readonly current: string }) => {
  const { signOut } = useCustomerActions()
  return (
    <nav className="account-nav" aria-label="My account">
      <ul>
        {ACCOUNT_PAGES.map((page) => {
          const href = `${ACCOUNT_ROOT_PATH}${page.path}`
          const active = page.path === "" ? current === "" : current.startsWith(page.path)
          return (
            <li key={page.path}>
              <Link
                href={href}
                className={
                  active ? "account-nav__link account-nav__link--active" : "account-nav__link"
                }
                aria-current={active ? "page" : undefined}
              >
                {page.title}
              </Link>
            </li>
          )
        })}
        <li>
          <button
            type="button"
            className="account-nav__link account-nav__signout"
            onClick={() => void signOut()}
          >
            Sign out
          </button>
        </li>
      </ul>
    </nav>
  )
}

/** The account page frame: the title of spec §2, the navigation, the page. */
export const AccountFrame = ({
  sub,
  children,
}: {
  readonly sub: string
  readonly children: ReactNode
}) => {
  const title = accountPageTitle(sub.replace(/^(\/[^/]+).*$/, "$1"))
  const customer = useCustomer()
  return (
    <section className="account-page" data-testid="account-page">
      <PageHead title={title} />
      <header className="account-page__header">
        <p className="account-page__eyebrow">
          {customer ? `${customer.firstname} ${customer.lastname}` : "Your account"}
        </p>
        <h1>{title}</h1>
      </header>
      <div className="account-page__columns">
        <AccountNav current={sub} />
        <div className="account-page__content">{children}</div>
      </div>
    </section>
  )
}

const Pending = () => <section className="account-page account-page--pending" aria-busy="true" />

/**
 * `/customer` and its children (spec §2), behind the is-authenticated guard: without a customer
 * token the shopper goes home. The customer's profile loads once the SDK has a token.
 */
const AccountArea = () => {
  const access = useAccountAccess()
  const [location] = useLocation()
  const customer = useCustomer()
  const { load } = useCustomerActions()
  const allowed = access?._tag === "Continue"
  useEffect(() => {
    if (allowed && customer === null) load().catch(() => undefined)
  }, [allowed, customer, load])
  if (access === undefined) return <Pending />
  if (access._tag === "Redirect") return <Redirect to={access.to} replace />
  const sub = location.slice(ACCOUNT_ROOT_PATH.length)
  return (
    <AccountFrame sub={sub}>
      <Switch>
        <Route path="/customer" component={AccountDashboard} />
        <Route path="/customer/my-profile" component={ProfilePage} />
        <Route path="/customer/my-newsletter" component={NewsletterPage} />
        <Route path="/customer/addresses-details" component={AddressBook} />
        <Route path="/customer/addresses-details/create">
          <AddressEditor />
        </Route>
        <Route path="/customer/addresses-details/edit/:addressId">
          {(params) => <AddressEditor addressId={Number(params.addressId)} />}
        </Route>
        <Route path="/customer/order-history" component={OrderHistory} />
        <Route path="/customer/order-history/:orderId">
          {(params) => <OrderDetail number={decodeURIComponent(params.orderId)} />}
        </Route>
        <Route path="/customer/my-wishlist">
          <Suspense fallback={<Pending />}>
            <WishlistPage />
          </Suspense>
        </Route>
        <Route path="/customer/my-reviews" component={MyReviewsPage} />
        <Route path="/customer/my-product-alerts" component={ProductAlertsPage} />
        <Route>
          <Redirect to={ACCOUNT_ROOT_PATH} replace />
        </Route>
      </Switch>
    </AccountFrame>
  )
}

export default AccountArea
