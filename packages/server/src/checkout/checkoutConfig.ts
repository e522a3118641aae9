// The configuration tables every cart view reads — shipping rates, payment methods, tax rates —
// kept per process: they change only with a deploy or a seed (no GraphQL mutation writes them),
// and reading them cost every cart request three round trips. A process picks up an edit made
// elsewhere within CHECKOUT_CONFIG_TTL_MS; code that edits them calls forgetCheckoutConfig.

import type { Db } from "../db/database.js"
import type { Queryable } from "../db/sqlRows.js"
import { processCache } from "../platform/processCache.js"
import { type ShippingRate, shippingRates } from "../shipping/shippingRepository.js"
import { allTaxRates, type TaxRateRow } from "../tax/taxRepository.js"
import { activePaymentMethods, type PaymentMethod } from "./paymentRepository.js"

export const CHECKOUT_CONFIG_TTL_MS = 60_000

export interface CheckoutConfig {
  readonly shippingRates: readonly ShippingRate[]
  readonly paymentMethods: readonly PaymentMethod[]
  readonly taxRates: readonly TaxRateRow[]
}

// One after the other: inside a transaction they share one connection.
const loadConfig = async (db: Queryable): Promise<CheckoutConfig> => ({
  shippingRates: await shippingRates(db),
  paymentMethods: await activePaymentMethods(db),
  taxRates: await allTaxRates(db),
})

const cache = processCache<Db, CheckoutConfig>(CHECKOUT_CONFIG_TTL_MS, loadConfig)

/**
 * The server's checkout tables, cached per database (`db`). When the cache is cold they are
 * read through `via` — pass the open transaction, never a second connection from inside one.
 */
export const checkoutConfigOf = (db: Db, via: Queryable = db): Promise<CheckoutConfig> =>
  cache.get(db, () => loadConfig(via))

/** Drops this process's copy (after editing shipping rates, payment methods or tax rates). */
export const forgetCheckoutConfig = (db: Db): void => cache.invalidate(db)
