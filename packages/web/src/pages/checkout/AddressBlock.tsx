import type { CartModel } from "@shutter/sdk/rules"

type CartAddress = NonNullable<CartModel["billing_address"]>

/** A cart address as a shopper reads it on an envelope. */
export const AddressBlock = ({
  address,
  testId,
}: {
  readonly address: CartAddress
  readonly testId?: string
}) => {
  const place = [address.city, address.region?.label, address.postcode]
    .filter((part) => (part ?? "") !== "")
    .join(", ")
  return (
    <address className="address-preview" data-testid={testId}>
      {address.firstname} {address.lastname}
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
      <br />
      {address.country.label}
      {address.telephone ? (
        <>
          <br />
          {address.telephone}
        </>
      ) : null}
    </address>
  )
}
