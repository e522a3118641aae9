import { useCart, useCheckoutActions } from "@shutter/react"
import { addressFormFromCart, nextCheckoutStepPath } from "@shutter/sdk/rules"
import { useState } from "react"
import { useLocation } from "wouter"
import { AddressBlock } from "./AddressBlock.js"
import { AddressFields } from "./AddressFields.js"
import { errorMessage } from "./errorMessage.js"
import { useAddressForm } from "./useAddressForm.js"

/** The billing address: the shipping address, or another one. */
export const BillingStep = () => {
  const cart = useCart()
  const checkout = useCheckoutActions()
  const [, navigate] = useLocation()
  const [same, setSame] = useState(true)
  const address = useAddressForm()
  const [formError, setFormError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const shipping = cart?.shipping_addresses[0] ?? null

  const save = async () => {
    if (!same && !address.validate()) return
    if (same && shipping === null) {
      setFormError("Enter a shipping address first.")
      return
    }
    setBusy(true)
    setFormError(undefined)
    try {
      await checkout.setBillingAddress({
        address:
          same && shipping !== null
            ? { ...addressFormFromCart(shipping), sameAsShipping: true }
            : { ...address.toAddressForm(), sameAsShipping: false },
      })
      navigate(nextCheckoutStepPath(cart, "billing"))
    } catch (error) {
      if (same || !address.showServerErrors(error)) setFormError(errorMessage(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      className="checkout-step"
      noValidate
      aria-labelledby="billing-title"
      onSubmit={(e) => {
        e.preventDefault()
        void save()
      }}
    >
      <h2 id="billing-title">Billing address</h2>
      <label className="choice">
        <input type="checkbox" checked={same} onChange={(e) => setSame(e.target.checked)} />
        Same as shipping address
      </label>
      {same && shipping && <AddressBlock address={shipping} />}
      {!same && (
        <AddressFields
          prefix="billing"
          values={address.values}
          errors={address.errors}
          countries={address.countries}
          rules={address.rules}
          onChange={address.setValues}
        />
      )}
      {formError && (
        <p className="field__error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        Continue to payment
      </button>
    </form>
  )
}
