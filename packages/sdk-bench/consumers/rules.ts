// A first paint's rules: price display and money formatting, no Effect.
import { formatMoney, priceDisplay } from "@shutter/sdk/rules"

console.log(formatMoney({ value: 1299, currency: "USD" }), priceDisplay)
