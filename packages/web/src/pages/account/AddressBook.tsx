import { useAddresses } from "@shutter/react"
import type { SavedAddress } from "@shutter/sdk/rules"
import { useState } from "react"
import { Link } from "wouter"
import { useModalDialog } from "../../layout/useModalDialog.js"
import { errorMessage } from "../checkout/errorMessage.js"
import { DefaultBadges, SavedAddressLines } from "./SavedAddressCard.js"

const AddressCard = ({ address }: { readonly address: SavedAddress }) => {
  const { actions } = useAddresses()
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const dialog = useModalDialog(confirming)
  const titleId = `delete-address-${address.id}`
  const remove = () => {
    setConfirming(false)
    setBusy(true)
    setError(undefined)
    actions
      .remove({ id: address.id })
      .then(
        () => actions.list(),
        (e: unknown) => setError(errorMessage(e)),
      )
      .finally(() => setBusy(false))
  }
  return (
    <li className="account-card address-card" data-testid="saved-address">
      <DefaultBadges address={address} />
      <SavedAddressLines address={address} />
      {error && (
        <p className="form-alert" role="alert">
          {error}
        </p>
      )}
      <p className="account-card__links">
        <Link href={`/customer/addresses-details/edit/${address.id}`}>Edit</Link>
        {/* As in Magento, a default address cannot be deleted (the server refuses it): another
            address becomes the default first. */}
        {!(address.defaultShipping || address.defaultBilling) && (
          <button
            type="button"
            className="link-button"
            aria-haspopup="dialog"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            Delete
          </button>
        )}
      </p>
      {/* The same confirmation as the cart's removal: a dialog of the shop's, not the browser's. */}
      <dialog
        ref={dialog}
        className="modal"
        aria-labelledby={titleId}
        onClose={() => setConfirming(false)}
      >
        <h2 id={titleId}>Delete address</h2>
        <p>Delete this address from your address book?</p>
        <div className="address-card__quoted">
          <SavedAddressLines address={address} />
        </div>
        <div className="modal__actions">
          <button type="button" className="button button--primary" onClick={remove}>
            Delete
          </button>
          <button type="button" className="button" onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </div>
      </dialog>
    </li>
  )
}

/** `/customer/addresses-details`: the address book, defaults first, with add / edit / delete. */
export const AddressBook = () => {
  const { addresses } = useAddresses()
  const sorted = [...(addresses ?? [])].sort(
    (a, b) =>
      Number(b.defaultShipping) +
      Number(b.defaultBilling) -
      (Number(a.defaultShipping) + Number(a.defaultBilling)),
  )
  return (
    <div className="address-book">
      <div className="account-toolbar">
        <p>
          {addresses === null
            ? "Loading your addresses…"
            : `${addresses.length} saved ${addresses.length === 1 ? "address" : "addresses"}`}
        </p>
        <Link href="/customer/addresses-details/create" className="button button--primary">
          Add new address
        </Link>
      </div>
      {addresses !== null && addresses.length === 0 ? (
        <div className="account-empty">
          <h2>No saved addresses yet</h2>
          <p>
            Save your home, studio or office address once and pick it at checkout. Addresses you
            save while checking out appear here too.
          </p>
        </div>
      ) : (
        <ul className="account-grid account-list" aria-busy={addresses === null}>
          {sorted.map((a) => (
            <AddressCard key={a.id} address={a} />
          ))}
        </ul>
      )}
    </div>
  )
}
