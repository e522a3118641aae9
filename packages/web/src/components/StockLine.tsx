import { type ProductCard, stockDisplay } from "@shutter/sdk/rules"

export const StockLine = ({ product }: { readonly product: ProductCard }) => {
  const stock = stockDisplay(product)
  if (stock._tag === "Hidden") return null
  return (
    <p className={`stock stock--${stock._tag}`} data-testid="stock">
      {stock.text}
    </p>
  )
}
