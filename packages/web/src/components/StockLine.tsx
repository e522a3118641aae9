import { type ProductCard, stockDisplay } from "@shutter/sdk/rules"

export const StockLine = ({ product }: { readonly product: ProductCard }) => {
  const stock = stockDisplay(product)
  if (stock.kind === "hidden") return null
  return (
    <p className={`stock stock--${stock.kind}`} data-testid="stock">
      {stock.text}
    </p>
  )
}
