import {
  choicePrice,
  formatMoney,
  hasChoicePrice,
  type ProductChoice,
  type ProductDetails,
} from "@shutter/sdk/rules"

/** The price of the current choice, as the cart will charge it (the SDK computes it). */
export const ChoicePrice = ({
  product,
  choice,
}: {
  readonly product: ProductDetails
  readonly choice: ProductChoice
}) => {
  if (!hasChoicePrice(product)) return null
  const currency = product.price_range.minimum_price.final_price.currency
  return (
    <p className="choice-price" data-testid="choice-price" aria-live="polite">
      <span className="choice-price__label">
        {product.__typename === "BundleProduct" ? "Your kit" : "Your price"}
      </span>
      <span className="choice-price__value">
        {formatMoney({ value: choicePrice(product, choice), currency })}
      </span>
    </p>
  )
}

/** The current choice's price alone ("$5,568.97"), for the phone's Add to cart bar. */
export const ChoicePriceAmount = ({
  product,
  choice,
}: {
  readonly product: ProductDetails
  readonly choice: ProductChoice
}) => {
  const currency = product.price_range.minimum_price.final_price.currency
  return <>{formatMoney({ value: choicePrice(product, choice), currency })}</>
}
