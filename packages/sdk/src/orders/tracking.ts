// Shipment tracking: Magento's carrier codes (the `carrier_code` of a track, GraphQL's
// `ShipmentTracking.carrier`), their titles as Magento's shipping carriers name them, and the
// public tracking page of each carrier that has one.

interface Carrier {
  readonly title: string
  readonly trackingUrl: (number: string) => string
}

const carriers: Readonly<Record<string, Carrier>> = {
  ups: {
    title: "United Parcel Service",
    trackingUrl: (n) => `https://www.ups.com/track?tracknum=${encodeURIComponent(n)}`,
  },
  usps: {
    title: "United States Postal Service",
    trackingUrl: (n) =>
      `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(n)}`,
  },
  fedex: {
    title: "Federal Express",
    trackingUrl: (n) => `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(n)}`,
  },
  dhl: {
    title: "DHL",
    trackingUrl: (n) => `https://www.dhl.com/en/express/tracking.html?AWB=${encodeURIComponent(n)}`,
  },
}

/** Magento's carrier codes with a title of their own; anything else is a `custom` carrier. */
export const KNOWN_CARRIERS: ReadonlyArray<string> = Object.keys(carriers)

/** The carrier's title for a code (`ups` → "United Parcel Service"), undefined for `custom`. */
export const carrierTitle = (carrier: string): string | undefined =>
  carriers[carrier.toLowerCase()]?.title

/** The carrier's public tracking page for a number, undefined without one (custom carriers). */
export const trackingUrl = (carrier: string, number: string | null): string | undefined => {
  const known = carriers[carrier.toLowerCase()]
  if (known === undefined || number === null || number.trim() === "") return undefined
  return known.trackingUrl(number.trim())
}
