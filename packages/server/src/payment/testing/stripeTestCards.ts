// Stripe's test PaymentMethod ids (docs.stripe.com/testing) and what each does when confirmed.

export type TestCardOutcome =
  | { readonly kind: "succeeds" }
  | { readonly kind: "declined"; readonly declineCode: string; readonly message: string }
  | { readonly kind: "authentication_required" }

export interface TestCard {
  readonly brand: string
  readonly last4: string
  readonly outcome: TestCardOutcome
}

const succeeds = { kind: "succeeds" } as const
const declined = (declineCode: string, message: string): TestCardOutcome => ({
  kind: "declined",
  declineCode,
  message,
})
export const CARD_DECLINED_MESSAGE = "Your card was declined."

export const TEST_CARDS: Readonly<Record<string, TestCard>> = {
  pm_card_visa: { brand: "visa", last4: "4242", outcome: succeeds },
  pm_card_visa_debit: { brand: "visa", last4: "5556", outcome: succeeds },
  pm_card_mastercard: { brand: "mastercard", last4: "4444", outcome: succeeds },
  pm_card_amex: { brand: "amex", last4: "8431", outcome: succeeds },
  pm_card_chargeDeclined: {
    brand: "visa",
    last4: "0002",
    outcome: declined("generic_decline", CARD_DECLINED_MESSAGE),
  },
  pm_card_visa_chargeDeclined: {
    brand: "visa",
    last4: "0002",
    outcome: declined("generic_decline", CARD_DECLINED_MESSAGE),
  },
  pm_card_visa_chargeDeclinedInsufficientFunds: {
    brand: "visa",
    last4: "9995",
    outcome: declined("insufficient_funds", "Your card has insufficient funds."),
  },
  pm_card_chargeDeclinedExpiredCard: {
    brand: "visa",
    last4: "0069",
    outcome: declined("expired_card", "Your card has expired."),
  },
  pm_card_authenticationRequired: {
    brand: "visa",
    last4: "3184",
    outcome: { kind: "authentication_required" },
  },
  pm_card_threeDSecure2Required: {
    brand: "visa",
    last4: "3220",
    outcome: { kind: "authentication_required" },
  },
}

/** The test card numbers Stripe.js would tokenise to these ids (used by the Stripe.js double). */
export const TEST_CARD_NUMBERS: Readonly<Record<string, string>> = {
  "4242424242424242": "pm_card_visa",
  "5555555555554444": "pm_card_mastercard",
  "4000000000000002": "pm_card_chargeDeclined",
  "4000000000009995": "pm_card_visa_chargeDeclinedInsufficientFunds",
  "4000002760003184": "pm_card_authenticationRequired",
}
