import { useCart, useCheckoutActions } from "@shutter/react"
import { addressFormFromCart, emailFieldError, nextCheckoutStepPath } from "@shutter/sdk/rules"
import { useEffect, useState } from "react"
import { useLocation } from "wouter"
import { AddressFields, Field } from "./AddressFields.js"
import { errorMessage } from "./errorMessage.js"
import { useAddressForm } from "./useAddressForm.js"

/**
 * The first step of a virtual-only cart (nothing to ship): the guest's email and the billing
 * address, then the payment.
 */
export const VirtualBillingStep = () => {
  const cart = useCart()
  const checkout = useCheckoutActions()
  const [, navigate] = useLocation()
  const [email, setEmail] = useState("")
  const [emailError, setEmailError] = useState<string | undefined>()
  const address = useAddressForm()
  const [formError, setFormError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const { load } = address

  const saved = cart?.billing_address ?? null
  // Back from the payment step: the form shows what the cart holds.
  useEffect(() => {
    if (saved !== null) load(addressFormFromCart(saved))
  }, [saved, load])
  useEffect(() => {
    if (cart?.email) setEmail((e) => (e === "" ? (cart.email ?? "") : e))
  }, [cart?.email])

  const save = async () => {
    const nextEmailError = emailFieldError(email)
    setEmailError(nextEmailError)
    const addressValid = address.validate()
    if (nextEmailError !== undefined || !addressValid) return
    setBusy(true)
    setFormError(undefined)
    try {
      // One request: the guest's email and the address.
      await checkout.setBillingAddress({
        address: { ...address.toAddressForm(), sameAsShipping: false },
        email: email.trim(),
      })
      navigate(nextCheckoutStepPath(cart, "billing"))
    } catch (error) {
      if (!address.showServerErrors(error)) setFormError(errorMessage(error))
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
      <p className="checkout-step__note" data-testid="no-shipping-note">
        Nothing in your cart ships: gift e-cards, classes and downloads arrive by email.
      </p>
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
        prefix="billing"
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
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        Continue to payment
      </button>
    </form>
  )
}
