import { formatMoney, type PriceRange, priceDisplay } from "@shutter/sdk/rules"

/** The price block: special price in sale colour, the regular price struck, the discount %. */
export const Price = ({
  product,
  size = "card",
}: {
  readonly product: { readonly price_range: PriceRange; readonly hideprice?: number | null }
  readonly size?: "card" | "page"
}) => {
  const price = priceDisplay(product)
  if (price._tag === "Hidden") return <p className="price price--hidden">See price in cart</p>
  return (
    <p className={`price price--${size}`} data-testid="price">
      <span className={price.regular ? "price__final price__final--special" : "price__final"}>
        {formatMoney(price.final)}
        {price.upTo && <> – {formatMoney(price.upTo)}</>}
      </span>
      {price.regular && (
        <>
          <s className="price__regular">
            <span className="visually-hidden">Regular price </span>
            {formatMoney(price.regular)}
          </s>
          <span className="price__discount">-{price.discountPercent}%</span>
        </>
      )}
    </p>
  )
}
