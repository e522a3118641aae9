import type { GiftCardProductFields, WarrantyOffers } from "@shutter/sdk"
import { type QueryResult, useQuery } from "./useQuery.js"
import { useStorefrontContext } from "./useStorefront.js"

// Queries of the cart's own screens (a line's protection plans, a gift card's picker), apart
// from the badge's and the add button's hooks.

/**
 * The protection plans offered for a cart line's product (cached per sku like every query);
 * `sku` undefined fetches nothing (a line that needs no offers).
 */
export const useWarrantyOffers = (sku: string | undefined): QueryResult<WarrantyOffers> => {
  const { storefront } = useStorefrontContext()
  return useQuery(sku === undefined ? undefined : `cart.warrantyOffers:${sku}`, () =>
    storefront.cart.warrantyOffers({ sku: sku ?? "" }),
  )
}

/** A gift card product's picker fields (amounts, open amount range, type), cached per sku. */
export const useGiftCardProduct = (
  sku: string | undefined,
): QueryResult<GiftCardProductFields | null> => {
  const { storefront } = useStorefrontContext()
  return useQuery(sku === undefined ? undefined : `cart.giftCardProduct:${sku}`, () =>
    storefront.cart.giftCardProduct({ sku: sku ?? "" }),
  )
}
