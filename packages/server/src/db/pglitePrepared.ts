// PGlite's `query()` sends a statement as six protocol messages, each a separate call into the
// WebAssembly PostgreSQL (parse, describe, bind, describe, execute, sync), and PostgreSQL parses
// and plans the text every time: for a short lookup that is most of its cost, for the catalogue's
// listing statement the planning alone is half of it. This client keeps each statement it sees
// prepared under a name (the most recently used STATEMENT_LIMIT of them) and runs it as one call
// (bind, execute, sync); PostgreSQL's plan cache then decides, as for any prepared statement,
// whether a generic plan serves or each run is planned with its values (`plan_cache_mode`).
// Statements other than SELECT/WITH/INSERT/UPDATE/DELETE (DDL, SET, transaction control), and
// full-text searches (planned for their words each time), go through PGlite's own `query()`.
import {
  type messages,
  type PGlite,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from "@electric-sql/pglite"
import { CACHED_PLAN_CHANGED, isPreparable } from "./preparable.js"

type BackendMessage = messages.BackendMessage
type RowDescription = messages.RowDescriptionMessage
type DataRow = messages.DataRowMessage
type CommandComplete = messages.CommandCompleteMessage
type ParameterDescription = messages.ParameterDescriptionMessage
type DatabaseError = messages.DatabaseError

const { serialize } = protocol

/** Prepared statements kept per database (the least recently used one is closed past it). */
export const STATEMENT_LIMIT = 200

const observers = new Set<(text: string) => void>()

/**
 * Calls `observer` with the text of every statement run prepared, in this process, until the
 * returned function is called (the statement counters of tests and benches).
 */
export const observePreparedStatements = (observer: (text: string) => void): (() => void) => {
  observers.add(observer)
  return () => {
    observers.delete(observer)
  }
}

interface Statement {
  readonly name: string
  readonly paramTypes: readonly number[]
  /** Undefined for a statement that returns no rows. */
  readonly row: RowDescription | undefined
}

/** What drizzle's PGlite session calls on its client. */
export interface PgliteQueryClient {
  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>
}

const concat = (parts: readonly Uint8Array[]): Uint8Array => {
  let size = 0
  for (const part of parts) size += part.length
  const out = new Uint8Array(size)
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

const isError = (message: BackendMessage): message is DatabaseError => message.name === "error"

/** The error as PGlite's `query()` throws it: the database's, with the query it came from. */
const queryError = (error: DatabaseError, query: string, params: unknown[]): DatabaseError =>
  Object.assign(error, { query, params })

/**
 * A client for drizzle over `client` that runs each preparable statement as a named prepared
 * statement in one call. Queries outside a transaction wait for PGlite's transaction and query
 * locks, as `client.query()` does; inside `transaction()` only for the query lock.
 */
export const preparedStatementClient = (client: PGlite): PgliteQueryClient => {
  const statements = new Map<string, Statement>()
  let named = 0
  // Names to close, sent in front of the next message (a statement past the limit).
  let closing: string[] = []

  const run = async (
    exchange: Uint8Array,
    onNotice: QueryOptions["onNotice"],
  ): Promise<BackendMessage[]> =>
    client.execProtocolStream(exchange, {
      syncToFs: false,
      throwOnError: false,
      ...(onNotice !== undefined ? { onNotice } : {}),
    })

  const prepare = async (
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Statement> => {
    const name = `shutter_${++named}`
    const closes = closing.map((old) => serialize.close({ type: "S", name: old }))
    closing = []
    const messages = await run(
      concat([
        ...closes,
        serialize.parse({
          name,
          text,
          ...(options?.paramTypes ? { types: options.paramTypes } : {}),
        }),
        serialize.describe({ type: "S", name }),
        serialize.sync(),
      ]),
      options?.onNotice,
    )
    const error = messages.find(isError)
    if (error !== undefined) {
      // Parsed before the error (a failed describe): closed with the next statement.
      if (messages.some((m) => m.name === "parseComplete")) closing.push(name)
      throw queryError(error, text, params)
    }
    const parameters = messages.find(
      (m): m is ParameterDescription => m.name === "parameterDescription",
    )
    const statement: Statement = {
      name,
      paramTypes: parameters?.dataTypeIDs ?? [],
      row: messages.find((m): m is RowDescription => m.name === "rowDescription"),
    }
    statements.set(text, statement)
    if (statements.size > STATEMENT_LIMIT) {
      const [oldest] = statements
      if (oldest !== undefined) {
        statements.delete(oldest[0])
        closing.push(oldest[1].name)
      }
    }
    return statement
  }

  const values = (statement: Statement, params: unknown[], options: QueryOptions | undefined) =>
    params.map((param, i) => {
      if (param === null || param === undefined) return null
      const oid = statement.paramTypes[i] ?? 0
      const serializer = options?.serializers?.[oid] ?? client.serializers[oid]
      return serializer !== undefined ? serializer(param) : String(param)
    })

  const results = <T>(
    statement: Statement,
    messages: readonly BackendMessage[],
    options: QueryOptions | undefined,
  ): Results<T> => {
    const fields = statement.row?.fields ?? []
    const own = options?.parsers
    const parsers = fields.map((f) => own?.[f.dataTypeID] ?? client.parsers[f.dataTypeID])
    const asArrays = options?.rowMode === "array"
    const rows: unknown[] = []
    let result: Results<T> = { rows: [], fields: [], affectedRows: 0 }
    for (const message of messages) {
      if (message.name === "dataRow") {
        const row = (message as DataRow).fields.map((value, i) => {
          if (value === null) return null
          const parse = parsers[i]
          return parse === undefined ? value : parse(value, fields[i]?.dataTypeID ?? 0)
        })
        rows.push(asArrays ? row : Object.fromEntries(fields.map((f, i) => [f.name, row[i]])))
      } else if (message.name === "commandComplete") {
        const parts = (message as CommandComplete).text.split(" ")
        const command = parts[0] ?? ""
        const count = Number.parseInt(parts.at(-1) ?? "", 10)
        const changed =
          command === "INSERT" || command === "UPDATE" || command === "DELETE" ? count : 0
        result = {
          rows: rows as Results<T>["rows"],
          fields: fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
          command,
          affectedRows: Number.isNaN(changed) ? 0 : changed,
          ...(Number.isNaN(count) ? {} : { rowCount: count }),
        }
      }
    }
    return result
  }

  const execute = async <T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    retried = false,
  ): Promise<Results<T>> => {
    if (!retried) for (const observer of observers) observer(text)
    let statement = statements.get(text)
    if (statement === undefined) statement = await prepare(text, params, options)
    else {
      // Most recently used last: the first entry is the one to close.
      statements.delete(text)
      statements.set(text, statement)
    }
    const closes = closing.map((old) => serialize.close({ type: "S", name: old }))
    closing = []
    const messages = await run(
      concat([
        ...closes,
        serialize.bind({ statement: statement.name, values: values(statement, params, options) }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      options?.onNotice,
    )
    const error = messages.find(isError)
    if (error === undefined) return results<T>(statement, messages, options)
    if (error.code === CACHED_PLAN_CHANGED && !retried) {
      statements.delete(text)
      closing.push(statement.name)
      return execute(text, params, options, true)
    }
    throw queryError(error, text, params)
  }

  const preparable = (text: string, options: QueryOptions | undefined) =>
    options?.blob === undefined && isPreparable(text)

  return {
    query: async <T>(query: string, params: unknown[] = [], options?: QueryOptions) => {
      if (!preparable(query, options)) return client.query<T>(query, params, options)
      await client._checkReady()
      // As `client.query()`: never between the statements of a running transaction.
      return client._runExclusiveTransaction(() =>
        client.runExclusive(async () => {
          const result = await execute<T>(query, params, options)
          await client.syncToFs()
          return result
        }),
      )
    },
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) =>
        callback({
          ...tx,
          query: async <R>(query: string, params: unknown[] = [], options?: QueryOptions) => {
            if (tx.closed) throw new Error("Transaction is closed")
            if (!preparable(query, options)) return tx.query<R>(query, params, options)
            return client.runExclusive(() => execute<R>(query, params, options))
          },
          // A getter: spreading `tx` would freeze it at false.
          get closed() {
            return tx.closed
          },
        }),
      ),
  }
}
