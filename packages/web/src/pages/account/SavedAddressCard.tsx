import { useCountries } from "@shutter/react"
import type { SavedAddress } from "@shutter/sdk/rules"

/** A saved address as a shopper reads it on an envelope, with its country's name. */
export const SavedAddressLines = ({ address }: { readonly address: SavedAddress }) => {
  const countries = useCountries().data
  const country =
    countries?.find((c) => c.id === address.countryCode)?.full_name_english ?? address.countryCode
  const place = [address.city, address.region?.name ?? address.region?.code, address.postcode]
    .filter((part) => (part ?? "") !== "")
    .join(", ")
  return (
    <address className="address-preview">
      <strong>
        {address.firstname} {address.lastname}
      </strong>
      {address.company ? (
        <>
          <br />
          {address.company}
        </>
      ) : null}
      {address.street.map((line) => (
        <span key={line}>
          <br />
          {line}
        </span>
      ))}
      <br />
      {place}
      {country ? (
        <>
          <br />
          {country}
        </>
      ) : null}
      {address.telephone ? (
        <>
          <br />
          {address.telephone}
        </>
      ) : null}
    </address>
  )
}

/** The default-address badges of a saved address. */
export const DefaultBadges = ({ address }: { readonly address: SavedAddress }) =>
  address.defaultShipping || address.defaultBilling ? (
    <p className="address-badges">
      {address.defaultShipping && <span className="address-badge">Default shipping</span>}
      {address.defaultBilling && <span className="address-badge">Default billing</span>}
    </p>
  ) : null
