// Spec §9 constants of the cart (its toasts are notifications/messages.ts').

/** Spec §9: quantity changes are sent 1000 ms after the last change to the same item. */
export const QUANTITY_DEBOUNCE_MS = 1000
