// The promo bar's promise (spec §1, §9), apart from the progress rule (freeShipping.ts), so a
// page's header can say it without bundling the rule.

/** Spec §9: free shipping on orders over $100. */
export const FREE_SHIPPING_THRESHOLD = 100
/** Spec §1: the promo bar's text (it links to the shipping policy page). */
export const FREE_SHIPPING_PROMO_TEXT = "Free shipping on most orders over $100!*"
