// What the order lifecycle needs from the server: the database, the payment providers, where
// the shop is (links in e-mails), the mail sender and the response cache.
import type { Db, Tx } from "../db/database.js"
import type { PaymentProviders } from "./paymentPort.js"

export interface SalesDeps {
  readonly db: Db
  /** Providers by method code; offline methods need none. */
  readonly payments?: PaymentProviders
  /** The shop's base URL (trailing slash) for links in e-mails. */
  readonly baseUrl: () => string
  readonly deliverSoon: () => void
  readonly invalidate: (tags: readonly string[]) => Promise<void>
}

/** What a lifecycle step leaves for after its commit. */
export interface AfterCommit {
  mail: boolean
  tags: string[]
}

/** Runs a step in one transaction, then wakes the mail sender and drops stale cached answers. */
export const inOrderTransaction = async <T>(
  deps: SalesDeps,
  step: (tx: Tx, after: AfterCommit) => Promise<T>,
): Promise<T> => {
  const after: AfterCommit = { mail: false, tags: [] }
  const result = await deps.db.transaction((tx) => step(tx, after))
  if (after.mail) deps.deliverSoon()
  if (after.tags.length > 0) await deps.invalidate(after.tags)
  return result
}
