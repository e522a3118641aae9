import { useStorefront } from "@shutter/react"
import { samePageIn } from "@shutter/sdk/rules"
import { lazy, type MouseEvent, Suspense, useState, useSyncExternalStore } from "react"
import { useLocation, useRouter, useSearch } from "wouter"
import { chosenCurrency } from "../config/chosenCurrency.js"
import { STORE_VIEWS, type StoreView } from "../config/storeViews.js"
import "../styles/storeSwitcher.css"

// The currency list is fetched and drawn once the switcher is opened: its code is not part of a
// first load (the first-load JS budget).
const CurrencyChoices = lazy(() =>
  import("./CurrencyChoices.js").then((m) => ({ default: m.CurrencyChoices })),
)

/** The locale path of a store view (spec §2 prefix_except_default): "/" or "/ca_en/". */
const homeOf = (view: StoreView): string => (view === STORE_VIEWS[0] ? "/" : `/${view.storeCode}/`)

// The currency cookie changes only with a reload (spec §2), so nothing to subscribe to.
const noChanges = () => () => {}

/**
 * Store and currency switcher (header and footer). A store is a link to the same page there (its
 * home when it lacks the page), so it works before any script; with scripts the SDK stores store, locale and currency first (spec §4
 * store change). A currency is stored, then the page reloads (spec §2).
 */
export const StoreSwitcher = ({ place }: { readonly place: "header" | "footer" }) => {
  const { base } = useRouter()
  const [location] = useLocation()
  const search = useSearch()
  const view = STORE_VIEWS.find((v) => base === `/${v.storeCode}`) ?? STORE_VIEWS[0]
  const storefront = useStorefront()
  const [open, setOpen] = useState(false)
  // The server renders the store's own currency; the browser shows a chosen one after hydrating.
  const chosen = useSyncExternalStore(noChanges, chosenCurrency, () => undefined)
  if (view === undefined) return null
  const shown = chosen !== undefined && chosen !== "" ? chosen : view.currency
  // The same page in the other store, its query (filters, sort, search term) kept; a page
  // that store lacks leads to its home (the web server decides, so this works without scripts).
  const hrefOf = (target: StoreView): string =>
    target === view
      ? homeOf(target)
      : samePageIn(homeOf(target), { path: location, search, fromStore: view.storeCode })
  const changeStore = (event: MouseEvent, target: StoreView) => {
    event.preventDefault()
    const next = hrefOf(target)
    storefront.store.changeStore({ storeCode: target.storeCode }).then(
      () => window.location.assign(next),
      () => window.location.assign(next),
    )
  }
  return (
    <details
      className={`store-switcher store-switcher--${place}`}
      data-testid={`store-switcher-${place}`}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary aria-label={`Store: ${view.label}, prices in ${shown}`}>
        <span aria-hidden="true">
          {view.short} · {shown}
        </span>
      </summary>
      <div className="store-switcher__panel">
        <p className="store-switcher__title">Ship to</p>
        <ul>
          {STORE_VIEWS.map((target) => (
            <li key={target.storeCode}>
              <a
                href={hrefOf(target)}
                hrefLang={target.locale}
                aria-current={target === view ? "true" : undefined}
                onClick={(event) => changeStore(event, target)}
              >
                {target.label} ({target.currency})
              </a>
            </li>
          ))}
        </ul>
        <p className="store-switcher__title">Currency</p>
        {open && (
          <Suspense fallback={<p className="store-switcher__pending">{view.currency}</p>}>
            <CurrencyChoices shown={shown} fallback={view.currency} />
          </Suspense>
        )}
      </div>
    </details>
  )
}
