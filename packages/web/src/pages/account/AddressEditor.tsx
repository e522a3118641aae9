import { useAddresses } from "@shutter/react"
import { type FormEvent, useEffect, useRef, useState } from "react"
import { Link, useLocation } from "wouter"
import { AddressFields } from "../checkout/AddressFields.js"
import { errorMessage } from "../checkout/errorMessage.js"
import { useAddressForm } from "../checkout/useAddressForm.js"
import { formOfSavedAddress, savedAddressInputOf } from "./savedAddressForm.js"

/**
 * `/customer/addresses-details/create` and `/edit/{addressId}`: the §3 address form, and whether
 * it is the default shipping / billing address. Magento's messages go under their fields.
 */
export const AddressEditor = ({ addressId }: { readonly addressId?: number }) => {
  const { addresses, actions } = useAddresses()
  const [, navigate] = useLocation()
  const form = useAddressForm()
  const [defaults, setDefaults] = useState({ defaultShipping: false, defaultBilling: false })
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const editing = addressId === undefined ? undefined : addresses?.find((a) => a.id === addressId)
  const loaded = useRef(false)
  const { load } = form
  useEffect(() => {
    if (editing === undefined || loaded.current) return
    loaded.current = true
    load(formOfSavedAddress(editing))
    setDefaults({
      defaultShipping: editing.defaultShipping,
      defaultBilling: editing.defaultBilling,
    })
  }, [editing, load])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!form.validate()) return
    setBusy(true)
    setError(undefined)
    try {
      const input = savedAddressInputOf(form.toAddressForm(), defaults)
      if (addressId === undefined) await actions.add(input)
      else await actions.update({ id: addressId, address: input })
      navigate("/customer/addresses-details")
    } catch (e) {
      if (!form.showServerErrors(e)) setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  if (addressId !== undefined && addresses !== null && editing === undefined)
    return (
      <div className="account-empty">
        <h2>This address is not in your address book</h2>
        <p>It may have been deleted.</p>
        <Link href="/customer/addresses-details" className="button button--primary">
          Back to your addresses
        </Link>
      </div>
    )
  return (
    <form
      className="account-card account-form address-editor"
      noValidate
      onSubmit={submit}
      aria-labelledby="address-editor-title"
    >
      <h2 id="address-editor-title">{addressId === undefined ? "New address" : "Edit address"}</h2>
      <AddressFields
        prefix="address"
        values={form.values}
        errors={form.errors}
        countries={form.countries}
        rules={form.rules}
        onChange={form.setValues}
      />
      <label className="choice">
        <input
          type="checkbox"
          checked={defaults.defaultShipping}
          onChange={(e) => setDefaults((d) => ({ ...d, defaultShipping: e.target.checked }))}
        />
        Use as my default shipping address
      </label>
      <label className="choice">
        <input
          type="checkbox"
          checked={defaults.defaultBilling}
          onChange={(e) => setDefaults((d) => ({ ...d, defaultBilling: e.target.checked }))}
        />
        Use as my default billing address
      </label>
      {error && (
        <p className="form-alert" role="alert">
          {error}
        </p>
      )}
      <div className="modal__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? "Saving…" : "Save address"}
        </button>
        <Link href="/customer/addresses-details" className="button">
          Cancel
        </Link>
      </div>
    </form>
  )
}
