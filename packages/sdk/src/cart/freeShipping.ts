// The promo bar's promise (spec §1, §9): free shipping on most orders over $100.

export const FREE_SHIPPING_THRESHOLD = 100

export interface FreeShippingProgress {
  /** What is still missing to reach the threshold (0 once reached), in the cart's currency. */
  readonly remaining: number
  /** 0–100, for a progress bar. */
  readonly percent: number
  readonly reached: boolean
}

/** Progress of a subtotal towards free shipping (money rounded to cents). */
export const freeShippingProgress = (
  subtotal: number,
  threshold: number = FREE_SHIPPING_THRESHOLD,
): FreeShippingProgress => {
  const spent = Math.max(0, subtotal)
  const remaining = Math.max(0, Math.round((threshold - spent) * 100) / 100)
  return {
    remaining,
    percent: Math.min(100, Math.round((spent / threshold) * 100)),
    reached: remaining === 0,
  }
}
