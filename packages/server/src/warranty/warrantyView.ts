import type { CartItemRow } from "../cart/cartRepository.js"
import type { CartView } from "../cart/cartView.js"

/** The plan covering a product line, or the plan a warranty line is (WarrantyInterface). */
export const warrantyOfLine = (item: CartItemRow, view: CartView) => {
  const planLine =
    item.kind === "warranty" ? item : view.items.find((i) => i.coveredItemId === item.id)
  const plan = planLine?.warranty
  if (plan == null) return null
  const covered =
    item.kind === "warranty" ? view.items.find((i) => i.id === item.coveredItemId) : item
  return {
    planId: plan.planId,
    price: plan.price,
    term: plan.term,
    title: plan.title,
    product: plan.product,
    product_name: covered ? (view.products.get(covered.productId)?.name ?? null) : null,
  }
}
