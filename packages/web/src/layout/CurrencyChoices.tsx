import { useQuery, useStorefront } from "@shutter/react"

/** The store view's currencies (spec §3 currency); choosing one stores it and reloads (spec §2). */
export const CurrencyChoices = ({
  shown,
  fallback,
}: {
  /** The currency prices are shown in. */
  readonly shown: string
  /** Shown while the list loads, or when the backend names none. */
  readonly fallback: string
}) => {
  const storefront = useStorefront()
  const { data: currency } = useQuery("currency", () => storefront.store.currency())
  const codes = (currency?.available_currency_codes ?? []).filter(
    (code): code is string => code !== null,
  )
  const changeCurrency = (code: string) => {
    storefront.store.changeCurrency({ currency: code }).then(() => window.location.reload())
  }
  return (
    <ul>
      {codes.length === 0 ? (
        <li className="store-switcher__pending">{fallback}</li>
      ) : (
        codes.map((code) => (
          <li key={code}>
            <button
              type="button"
              aria-pressed={code === shown}
              onClick={() => changeCurrency(code)}
            >
              {code}
            </button>
          </li>
        ))
      )}
    </ul>
  )
}
