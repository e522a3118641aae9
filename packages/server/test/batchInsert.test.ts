import { inArray, sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { insertInBatches } from "../src/catalog/batchInsert.js"
import { amLabels } from "../src/db/catalogSchema.js"
import type { Database } from "../src/db/database.js"
import { mediaFiles } from "../src/db/schema.js"
import { rows } from "../src/db/sqlRows.js"
import { openTestDatabase } from "../src/testing.js"

// insertInBatches sends rows that give the same columns as JSON (json_populate_recordset) and
// other rows as drizzle's multi-row INSERTs: either way, what is read back is what a plain
// drizzle insert stores.
describe("insertInBatches", () => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase()
  })
  afterAll(() => database?.close())

  // The i-th label of either set has the same content under its own id.
  const label = (id: number, i: number) => ({
    id,
    name: `Label ${i}: "quoted", ünïcödé, a \\ backslash`,
    isVisible: i % 2 === 0,
    customerGroupIds: "0,1,2",
    redirectUrl: i === 1 ? null : `/sale-${i}.html`,
    altTag: "",
    tooltip: { status: 1, color: "#000", text_color: "#fff", text: "Line one\nline two" },
    productLook: { txt: "SALE", image: null, position: "top-left", size: "", style: "" },
    categoryLook: { txt: "SALE", image: null, position: "top-left", size: "", style: "" },
    stockLess: i % 2 === 0 ? 5 : null,
  })

  it("stores JSON rows as drizzle's insert does: text, nulls, booleans, jsonb", async () => {
    const viaBatches = [9001, 9002, 9003].map(label)
    const viaDrizzle = [9101, 9102, 9103].map(label)
    await insertInBatches(database.db, amLabels, viaBatches)
    await database.db.insert(amLabels).values(viaDrizzle)
    // As PostgreSQL stores them (drizzle's select would parse a JSON string stored in a jsonb
    // column back into an object, and hide it).
    const read = async (ids: number[]) =>
      rows<{ row: Record<string, unknown> }>(
        database.db,
        sql`select to_jsonb(l) - 'id' as row from am_labels l
            where l.id = any(${`{${ids.join(",")}}`}::int[]) order by l.id`,
      )
    const batched = await read([9001, 9002, 9003])
    expect(batched).toHaveLength(3)
    expect(batched).toEqual(await read([9101, 9102, 9103]))
    const [stored] = await rows<{ kind: string }>(
      database.db,
      sql`select jsonb_typeof(tooltip) as kind from am_labels where id = 9001`,
    )
    expect(stored?.kind).toBe("object")
  })

  it("stores bytes and dates as given, and a row leaving out a column gets its default", async () => {
    const bytes = Uint8Array.from([0, 1, 127, 128, 255, 92, 120])
    const at = new Date("2026-01-02T03:04:05.678Z")
    await insertInBatches(database.db, mediaFiles, [
      {
        path: "test/batch/a.bin",
        contentType: "application/octet-stream",
        body: bytes,
        updatedAt: at,
      },
    ])
    // Rows where one gives updated_at and another does not (either first): not the JSON form,
    // which would write NULL, but the column's default (now()) for the row without it.
    const before = Date.now()
    await insertInBatches(database.db, mediaFiles, [
      { path: "test/batch/b.bin", contentType: "text/plain", body: bytes, updatedAt: at },
      { path: "test/batch/c.bin", contentType: "text/plain", body: bytes },
    ])
    await insertInBatches(database.db, mediaFiles, [
      { path: "test/batch/d.bin", contentType: "text/plain", body: bytes },
      { path: "test/batch/e.bin", contentType: "text/plain", body: bytes, updatedAt: at },
    ])
    const rows = await database.db
      .select()
      .from(mediaFiles)
      .where(
        inArray(
          mediaFiles.path,
          ["a", "b", "c", "d", "e"].map((f) => `test/batch/${f}.bin`),
        ),
      )
      .orderBy(mediaFiles.path)
    expect(rows.map((row) => [row.path, row.contentType, [...row.body]])).toEqual([
      ["test/batch/a.bin", "application/octet-stream", [...bytes]],
      ["test/batch/b.bin", "text/plain", [...bytes]],
      ["test/batch/c.bin", "text/plain", [...bytes]],
      ["test/batch/d.bin", "text/plain", [...bytes]],
      ["test/batch/e.bin", "text/plain", [...bytes]],
    ])
    const given = rows.filter((row) => row.updatedAt.getTime() === at.getTime())
    expect(given.map((row) => row.path)).toEqual(["a", "b", "e"].map((f) => `test/batch/${f}.bin`))
    // now(), the database's clock on this machine (milliseconds rounded either way).
    for (const row of rows.filter((r) => !given.includes(r))) {
      expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(before - 1_000)
      expect(row.updatedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000)
    }
  })
})
