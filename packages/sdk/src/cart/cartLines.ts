import type { CartItem } from "./cart.graphql.js"

// How a cart's lines are shown: a protection plan (a WarrantyCartItem line of the warranty
// extension) belongs under the line it covers, not beside it as a product of its own.

export interface CartLineGroup {
  /** The product line. */
  readonly item: CartItem
  /** The plan line covering it, if any: shown under it, its quantity follows the line's. */
  readonly plan: CartItem | undefined
}

export const isWarrantyLine = (item: Pick<CartItem, "__typename">): boolean =>
  item.__typename === "WarrantyCartItem"

/** A plan line's quantity follows its product line; only product lines have steppers. */
export const canChangeQuantity = (item: Pick<CartItem, "__typename">): boolean =>
  !isWarrantyLine(item)

const covers = (plan: CartItem, line: CartItem): boolean =>
  line.hasWarranty === 1 &&
  line.warranty != null &&
  plan.warranty != null &&
  plan.warranty.planId === line.warranty.planId &&
  plan.warranty.product === line.warranty.product

/**
 * The cart's product lines, each with the plan covering it. A plan line is matched to the first
 * line it covers that has none yet (the server lists a plan after its line); a plan whose line
 * is not in the list stays a line of its own.
 */
export const cartLineGroups = (items: ReadonlyArray<CartItem>): ReadonlyArray<CartLineGroup> => {
  const plans = items.filter(isWarrantyLine)
  const claimed = new Set<CartItem>()
  const groups: CartLineGroup[] = []
  for (const item of items) {
    if (isWarrantyLine(item)) continue
    const plan = plans.find((p) => !claimed.has(p) && covers(p, item))
    if (plan !== undefined) claimed.add(plan)
    groups.push({ item, plan })
  }
  for (const plan of plans) if (!claimed.has(plan)) groups.push({ item: plan, plan: undefined })
  return groups
}

/** What a line is called in notices and dialogs: a plan by its title, a product by its name. */
export const cartLineName = (
  item: Pick<CartItem, "__typename" | "warranty" | "product">,
): string =>
  isWarrantyLine(item) && item.warranty?.title
    ? item.warranty.title
    : (item.product.name ?? item.product.sku ?? "")
