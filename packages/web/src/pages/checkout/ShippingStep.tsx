import { useCart, useCheckoutActions } from "@shutter/react"
import {
  type AvailableShippingMethod,
  addressFormFromCart,
  emailFieldError,
  formatDisplayMoney,
  isSelectedShippingMethod,
  NO_SHIPPING_METHODS_MESSAGE,
  nextCheckoutStepPath,
  selectableShippingMethods,
  shippingMethodCode,
  shippingMethodTitle,
  shippingMethodToPreselect,
} from "@shutter/sdk/rules"
import { useEffect, useState } from "react"
import { useLocation } from "wouter"
import { useDisplayCurrency } from "../../hooks/useDisplayCurrency.js"
import { AddressFields, Field } from "./AddressFields.js"
import { errorMessage } from "./errorMessage.js"
import { useAddressForm } from "./useAddressForm.js"

/** Guest email + shipping address, then the shipping method. */
export const ShippingStep = () => {
  const cart = useCart()
  const display = useDisplayCurrency()
  const checkout = useCheckoutActions()
  const [, navigate] = useLocation()
  const [email, setEmail] = useState("")
  const [emailError, setEmailError] = useState<string | undefined>()
  const address = useAddressForm()
  const [formError, setFormError] = useState<string | undefined>()
  const [methodError, setMethodError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const { load } = address

  // Spec §4: the step loads (the cart is fetched when it has no shipping address).
  useEffect(() => {
    let live = true
    checkout.loadShippingStep().then(
      (saved) => {
        if (live && saved !== null) load(addressFormFromCart(saved))
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [checkout, load])
  useEffect(() => {
    if (cart?.email) setEmail((e) => (e === "" ? (cart.email ?? "") : e))
  }, [cart?.email])

  const shipping = cart?.shipping_addresses[0] ?? null
  const methods = selectableShippingMethods(shipping)
  const selected = shipping?.selected_shipping_method ?? null

  const choose = (method: AvailableShippingMethod) => {
    setMethodError(undefined)
    return checkout.setShippingMethod(method).then(
      () => undefined,
      (error: unknown) => setMethodError(errorMessage(error)),
    )
  }

  const save = async () => {
    const nextEmailError = emailFieldError(email)
    setEmailError(nextEmailError)
    const addressValid = address.validate()
    if (nextEmailError !== undefined || !addressValid) return
    setBusy(true)
    setFormError(undefined)
    try {
      // One request: the guest's email and the address.
      const updated = await checkout.setShippingAddress({
        address: address.toAddressForm(),
        email: email.trim(),
      })
      // The cheapest eligible method is preselected (a still-offered choice stays).
      const preselect = shippingMethodToPreselect(updated.shipping_addresses[0] ?? null)
      if (preselect !== undefined) await choose(preselect)
    } catch (error) {
      // Magento's messages that name a field go under it; any other above the button.
      if (!address.showServerErrors(error)) setFormError(errorMessage(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="checkout-step">
      <form
        noValidate
        aria-labelledby="shipping-title"
        onSubmit={(e) => {
          e.preventDefault()
          void save()
        }}
      >
        <h2 id="shipping-title">Shipping address</h2>
        <Field
          id="checkout-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          error={emailError}
          required
          onChange={setEmail}
        />
        <AddressFields
          prefix="shipping"
          values={address.values}
          errors={address.errors}
          countries={address.countries}
          rules={address.rules}
          onChange={address.setValues}
        />
        {formError && (
          <p className="field__error" role="alert">
            {formError}
          </p>
        )}
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          Save address
        </button>
      </form>
      {shipping && (
        <fieldset
          className="shipping-methods"
          aria-describedby={methodError ? "method-error" : undefined}
        >
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
                  onChange={() => void choose(m)}
                />
                {shippingMethodTitle(m)} ({formatDisplayMoney(m.amount, display)})
              </label>
            )
          })}
          {methodError && (
            <p id="method-error" className="field__error">
              {methodError}
            </p>
          )}
        </fieldset>
      )}
      <button
        type="button"
        className="button button--primary"
        disabled={selected === null}
        onClick={() => navigate(nextCheckoutStepPath(cart, "shipping"))}
      >
        Continue to billing
      </button>
    </div>
  )
}
