import { sql } from "drizzle-orm"
import type { Db } from "../db/database.js"
import type { SharedState } from "../platform/sharedState/sharedState.js"

// A check slower than this counts as down: a load balancer polls often and must not pile up.
const CHECK_TIMEOUT_MS = 2_000

type CheckResult = "ok" | "unavailable"

const withinTimeout = async (work: () => Promise<unknown>): Promise<CheckResult> => {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve("unavailable"), CHECK_TIMEOUT_MS)
  })
  try {
    return await Promise.race([work().then((): CheckResult => "ok"), timeout])
  } catch {
    return "unavailable"
  } finally {
    clearTimeout(timer)
  }
}

export interface Readiness {
  readonly ready: boolean
  readonly body: {
    readonly status: "ready" | "unavailable"
    readonly database: CheckResult
    readonly sharedState: CheckResult
  }
}

/** Whether this process can serve shoppers now: the database answers, and so does Redis when used. */
export const readiness = async (state: {
  readonly db: Db
  readonly sharedState: SharedState
}): Promise<Readiness> => {
  const [database, sharedState] = await Promise.all([
    // Raw on purpose: a health probe that touches no table (it must answer before a migration).
    // Raw on purpose: a health probe that reads no table.
    withinTimeout(() => state.db.execute(sql`select 1`)),
    withinTimeout(() => state.sharedState.ping()),
  ])
  const ready = database === "ok" && sharedState === "ok"
  return { ready, body: { status: ready ? "ready" : "unavailable", database, sharedState } }
}
