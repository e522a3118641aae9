// What the shop's PostgreSQL connections set for themselves.
import { sql } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { openPostgres } from "../src/db/database.js"
import { rows } from "../src/db/sqlRows.js"

const adminUrl = process.env.DATABASE_URL

describe.skipIf(!adminUrl)("PostgreSQL connections", () => {
  it("run without JIT: no statement pays seconds of compilation for a high cost estimate", async () => {
    const database = await openPostgres(adminUrl ?? "")
    try {
      expect(await rows<{ jit: string }>(database.db, sql`show jit`)).toEqual([{ jit: "off" }])
    } finally {
      await database.close()
    }
  })
})
