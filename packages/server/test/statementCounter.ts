// Counts the SQL statements a server running in this process sends, on either driver: every
// statement of node-postgres goes through pg.Client#query (the pool delegates to it); PGlite's
// run prepared (pglitePrepared.ts) or through its query/exec, or a transaction's, whose BEGIN and
// COMMIT (or ROLLBACK) count too.
// Mail delivery reads and marks the outbox beside the requests, on its own schedule: those
// statements are left out (what a request queues, an insert, still counts).
import { PGlite, type Transaction } from "@electric-sql/pglite"
import pg from "pg"
import { observePreparedStatements } from "../src/db/pglitePrepared.js"

export interface StatementCounter {
  /** Runs `work` and returns the statements sent meanwhile, in order. */
  readonly during: (work: () => Promise<unknown>) => Promise<string[]>
  /** Statements sent since the counter was installed (for averages over many requests). */
  readonly total: () => number
  /** Puts the drivers back as they were. */
  readonly uninstall: () => void
}

const isMailDelivery = (sql: string): boolean =>
  /^\s*(select|update)\b[\s\S]*\bmail_outbox\b/i.test(sql)

const textOf = (first: unknown): string =>
  typeof first === "string" ? first : ((first as { text?: string } | null)?.text ?? "")

type Method = (...args: unknown[]) => unknown

export const installStatementCounter = (): StatementCounter => {
  let recording: string[] | undefined
  let total = 0
  const note = (sql: string) => {
    if (isMailDelivery(sql)) return
    total++
    recording?.push(sql)
  }
  const pgQuery = pg.Client.prototype.query
  const pgliteQuery = PGlite.prototype.query
  const pgliteExec = PGlite.prototype.exec
  const pgliteTransaction = PGlite.prototype.transaction
  const stopObserving = observePreparedStatements(note)
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    note(textOf(args[0]))
    return (pgQuery as Method).apply(this, args)
  } as typeof pgQuery
  PGlite.prototype.query = function (this: PGlite, ...args: unknown[]) {
    note(textOf(args[0]))
    return (pgliteQuery as Method).apply(this, args)
  } as typeof pgliteQuery
  PGlite.prototype.exec = function (this: PGlite, ...args: unknown[]) {
    note(textOf(args[0]))
    return (pgliteExec as Method).apply(this, args)
  } as typeof pgliteExec
  PGlite.prototype.transaction = function <T>(
    this: PGlite,
    callback: (tx: Transaction) => Promise<T>,
  ) {
    note("begin")
    return pgliteTransaction
      .call(this, (tx: Transaction) => {
        const counted: Transaction = Object.create(tx, {
          query: {
            value: (...args: unknown[]) => {
              note(textOf(args[0]))
              return (tx.query as Method)(...args)
            },
          },
          exec: {
            value: (...args: unknown[]) => {
              note(textOf(args[0]))
              return (tx.exec as Method)(...args)
            },
          },
        })
        return callback(counted)
      })
      .finally(() => note("commit"))
  } as typeof pgliteTransaction
  return {
    during: async (work) => {
      const statements: string[] = []
      recording = statements
      try {
        await work()
      } finally {
        recording = undefined
      }
      return statements
    },
    total: () => total,
    uninstall: () => {
      stopObserving()
      pg.Client.prototype.query = pgQuery
      PGlite.prototype.query = pgliteQuery
      PGlite.prototype.exec = pgliteExec
      PGlite.prototype.transaction = pgliteTransaction
    },
  }
}
