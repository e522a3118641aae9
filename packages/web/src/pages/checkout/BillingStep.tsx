import { useCart, useCheckoutActions } from "@shutter/react"
import {
  type AddressFormField,
  addressFormFromCart,
  type FieldErrors,
  validateAddressFields,
} from "@shutter/sdk/rules"
import { useState } from "react"
import { useLocation } from "wouter"
import { AddressFields, type AddressValues, emptyAddress } from "./AddressFields.js"
import { errorMessage } from "./errorMessage.js"

/** The billing address: the shipping address, or another one. */
export const BillingStep = () => {
  const cart = useCart()
  const checkout = useCheckoutActions()
  const [, navigate] = useLocation()
  const [same, setSame] = useState(true)
  const [address, setAddress] = useState<AddressValues>(emptyAddress)
  const [errors, setErrors] = useState<FieldErrors<AddressFormField>>({})
  const [formError, setFormError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const shipping = cart?.shipping_addresses[0] ?? null

  const save = async () => {
    if (!same) {
      const next = validateAddressFields(address)
      setErrors(next)
      if (Object.keys(next).length > 0) return
    }
    if (same && shipping === null) {
      setFormError("Enter a shipping address first.")
      return
    }
    setBusy(true)
    setFormError(undefined)
    try {
      await checkout.setBillingAddress(
        same && shipping !== null
          ? { ...addressFormFromCart(shipping), sameAsShipping: true }
          : { ...address, sameAsShipping: false },
      )
      navigate("/checkout/payment")
    } catch (error) {
      setFormError(errorMessage(error))
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
      {same && shipping && (
        <address className="address-preview">
          {shipping.firstname} {shipping.lastname}
          <br />
          {shipping.street.join(", ")}
          <br />
          {shipping.city} {shipping.postcode}, {shipping.country.code}
        </address>
      )}
      {!same && (
        <AddressFields prefix="billing" values={address} errors={errors} onChange={setAddress} />
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
