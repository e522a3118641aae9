import { groupedItems, type ProductDetails } from "@shutter/sdk/rules"
import { Price } from "../../components/Price.js"

// A chunk of its own, loaded only for this product type (see productOptionTypes.ts), before
// hydrating when the server rendered such a product.

/** A grouped product's children, each with its quantity. */
export const GroupedItems = ({ product }: { readonly product: ProductDetails }) => {
  const items = groupedItems(product)
  if (items.length === 0) return null
  return (
    <table className="grouped" data-testid="grouped-items">
      <caption className="visually-hidden">Items in this set</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Price</th>
          <th scope="col">Default qty</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) =>
          item.product === null ? null : (
            <tr key={item.product.uid}>
              <td>{item.product.name}</td>
              <td>
                <Price product={item.product} />
              </td>
              <td>
                {/* Spec §5: each child is added with the same quantity (the one below). */}
                <span data-testid="grouped-default-qty">{item.qty ?? 0}</span>
              </td>
            </tr>
          ),
        )}
      </tbody>
    </table>
  )
}

export default GroupedItems
