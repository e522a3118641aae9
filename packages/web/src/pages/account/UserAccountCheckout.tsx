import { useAddresses, useCart, useCheckoutActions } from "@shutter/react"
import {
  type AvailableShippingMethod,
  cartNeedsShipping,
  checkoutStartPath,
  checkoutSteps,
  formatDisplayMoney,
  isSelectedShippingMethod,
  NO_SHIPPING_METHODS_MESSAGE,
  nextCheckoutStepPath,
  selectableShippingMethods,
  shippingMethodCode,
  shippingMethodTitle,
  shippingMethodToPreselect,
} from "@shutter/sdk/rules"
import { useState } from "react"
import { Link, Redirect, useLocation } from "wouter"
import { useAccountAccess } from "../../account/useAccountAccess.js"
import { useDisplayCurrency } from "../../hooks/useDisplayCurrency.js"
import { PageHead } from "../../seo/PageHead.js"
import "../../styles/account.css"
import { AddressFields } from "../checkout/AddressFields.js"
import { CheckoutProgress } from "../checkout/CheckoutProgress.js"
import { ExternalCheckoutGate } from "../checkout/ExternalCheckoutGate.js"
import { errorMessage } from "../checkout/errorMessage.js"
import { OrderSummary } from "../checkout/OrderSummary.js"
import { useAddressForm } from "../checkout/useAddressForm.js"
import { DefaultBadges, SavedAddressLines } from "./SavedAddressCard.js"

const NEW_ADDRESS = "new"

const ShippingMethods = () => {
  const cart = useCart()
  const checkout = useCheckoutActions()
  const display = useDisplayCurrency()
  const [error, setError] = useState<string | undefined>()
  const shipping = cart?.shipping_addresses[0] ?? null
  if (shipping === null) return null
  const methods = selectableShippingMethods(shipping)
  const selected = shipping.selected_shipping_method
  const choose = (m: AvailableShippingMethod) => {
    setError(undefined)
    checkout.setShippingMethod(m).catch((e: unknown) => setError(errorMessage(e)))
  }
  return (
    <fieldset className="shipping-methods">
      <legend>Shipping method</legend>
      {methods.length === 0 && <p>{NO_SHIPPING_METHODS_MESSAGE}</p>}
      {methods.map((m) => {
        const id = shippingMethodCode(m)
        return (
          <label key={id} className="choice">
            <input
              type="radio"
              name="shipping-method"
              value={id}
              checked={isSelectedShippingMethod(m, selected)}
              onChange={() => choose(m)}
            />
            {shippingMethodTitle(m)} ({formatDisplayMoney(m.amount, display)})
          </label>
        )
      })}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}

/**
 * `/checkout/user-account` (spec §2): a signed-in customer's first checkout step — ship to a
 * saved address, or to a new one (kept in the address book when asked), then the method.
 */
const UserAccountCheckout = () => {
  const access = useAccountAccess()
  const cart = useCart()
  const checkout = useCheckoutActions()
  const { addresses } = useAddresses()
  const [, navigate] = useLocation()
  const [choice, setChoice] = useState<string | undefined>()
  const [saveInBook, setSaveInBook] = useState(true)
  const form = useAddressForm()
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)

  if (access === undefined)
    return (
      <section className="checkout-page" aria-busy="true">
        <PageHead title="Checkout" />
      </section>
    )
  if (access._tag === "Redirect") return <Redirect to={access.to} replace />
  if (cart !== null && !cartNeedsShipping(cart))
    return <Redirect to={checkoutStartPath(cart)} replace />

  const fallback = addresses?.find((a) => a.defaultShipping)?.id ?? addresses?.[0]?.id ?? undefined
  const chosen = choice ?? (fallback === undefined ? NEW_ADDRESS : String(fallback))
  const shipping = cart?.shipping_addresses[0] ?? null

  const shipHere = async () => {
    if (chosen === NEW_ADDRESS && !form.validate()) return
    setBusy(true)
    setError(undefined)
    try {
      const updated = await checkout.setShippingAddress({
        address:
          chosen === NEW_ADDRESS
            ? { ...form.toAddressForm(), save_in_address_book: saveInBook }
            : {
                firstname: "",
                lastname: "",
                street: "",
                city: "",
                country_code: "",
                customerAddressId: chosen,
              },
      })
      const preselect = shippingMethodToPreselect(updated.shipping_addresses[0] ?? null)
      if (preselect !== undefined) await checkout.setShippingMethod(preselect)
    } catch (e) {
      if (chosen !== NEW_ADDRESS || !form.showServerErrors(e)) setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  const empty = cart !== null && (cart.items ?? []).length === 0
  return (
    <section className="checkout-page" data-testid="checkout-page">
      <PageHead title="Checkout" />
      <h1>Checkout</h1>
      <CheckoutProgress steps={checkoutSteps(cart)} step="shipping" />
      {empty ? (
        <p>
          Your cart is empty. <Link href="/">Continue shopping</Link>
        </p>
      ) : (
        <div className="checkout-page__columns">
          <div className="checkout-step">
            <form
              noValidate
              aria-labelledby="ship-to-title"
              onSubmit={(e) => {
                e.preventDefault()
                void shipHere()
              }}
            >
              <h2 id="ship-to-title">Ship to</h2>
              <fieldset className="saved-addresses" aria-busy={addresses === null}>
                <legend className="visually-hidden">Shipping address</legend>
                {(addresses ?? []).map((a) => (
                  <label
                    key={a.id}
                    className="saved-address-choice"
                    data-testid="saved-address-choice"
                  >
                    <input
                      type="radio"
                      name="ship-to"
                      value={String(a.id)}
                      checked={chosen === String(a.id)}
                      onChange={() => setChoice(String(a.id))}
                    />
                    <span>
                      <DefaultBadges address={a} />
                      <SavedAddressLines address={a} />
                    </span>
                  </label>
                ))}
                <label className="saved-address-choice">
                  <input
                    type="radio"
                    name="ship-to"
                    value={NEW_ADDRESS}
                    checked={chosen === NEW_ADDRESS}
                    onChange={() => setChoice(NEW_ADDRESS)}
                  />
                  <span>A new address</span>
                </label>
              </fieldset>
              {chosen === NEW_ADDRESS && (
                <>
                  <AddressFields
                    prefix="shipping"
                    values={form.values}
                    errors={form.errors}
                    countries={form.countries}
                    rules={form.rules}
                    onChange={form.setValues}
                  />
                  <label className="choice">
                    <input
                      type="checkbox"
                      checked={saveInBook}
                      onChange={(e) => setSaveInBook(e.target.checked)}
                    />
                    Save in address book
                  </label>
                </>
              )}
              {error && (
                <p className="field__error" role="alert">
                  {error}
                </p>
              )}
              <button type="submit" className="button" disabled={busy} aria-busy={busy}>
                Ship to this address
              </button>
            </form>
            <ShippingMethods />
            <button
              type="button"
              className="button button--primary"
              disabled={shipping?.selected_shipping_method == null}
              onClick={() => navigate(nextCheckoutStepPath(cart, "shipping"))}
            >
              Continue to billing
            </button>
          </div>
          {cart && <OrderSummary cart={cart} />}
        </div>
      )}
    </section>
  )
}

const UserAccountCheckoutRoute = () => (
  <ExternalCheckoutGate>
    <UserAccountCheckout />
  </ExternalCheckoutGate>
)

export default UserAccountCheckoutRoute
