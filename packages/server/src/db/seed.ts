// Raw SQL only for the advisory lock that serialises seeding across processes (no table to build on).
import { eq, sql } from "drizzle-orm"
import type { Db, Tx } from "./database.js"
import { seedSteps } from "./schema.js"

/**
 * One unit of initial data. Steps run in registry order, each once per database and inside its
 * own transaction: the step and its record in `seed_steps` commit together or not at all.
 */
export interface SeedStep {
  /** Stable and unique: renaming a step makes it run again. */
  readonly name: string
  readonly run: (tx: Tx) => Promise<void>
}

// Serialises seeding between processes sharing one PostgreSQL database.
const SEED_LOCK_KEY = 7_242_002

/** Applies the steps not yet recorded; returns the names of the steps it applied. */
export const runSeedSteps = async (db: Db, steps: readonly SeedStep[]): Promise<string[]> => {
  const applied: string[] = []
  for (const step of steps) {
    const ran = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
      const done = await tx
        .select({ name: seedSteps.name })
        .from(seedSteps)
        .where(eq(seedSteps.name, step.name))
      if (done.length > 0) return false
      await step.run(tx)
      await tx.insert(seedSteps).values({ name: step.name })
      return true
    })
    if (ran) applied.push(step.name)
  }
  return applied
}
