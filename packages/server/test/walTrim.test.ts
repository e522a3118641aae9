import { count } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { products } from "../src/db/schema.js"
import { withWalSegmentsBetween } from "../src/db/walTrim.js"
import { openTestDatabase } from "../src/testing.js"

const WAL_SEGMENT = /pg_wal\/[0-9A-F]{24}$/

/** The paths in a ustar archive, in order. */
const paths = (tar: Uint8Array): string[] => {
  const names: string[] = []
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const header = tar.subarray(offset, offset + 512)
    if (header.every((byte) => byte === 0)) break
    const text = (start: number, length: number) =>
      new TextDecoder().decode(header.subarray(start, start + length)).replace(/\0[\s\S]*$/, "")
    const prefix = text(345, 155)
    names.push(`${prefix === "" ? "" : `${prefix}/`}${text(0, 100)}`)
    offset += 512 + Math.ceil(Number.parseInt(text(124, 12).trim() || "0", 8) / 512) * 512
  }
  return names
}

describe("the test template's WAL", () => {
  it("drops the segment files outside the range and keeps every other entry", async () => {
    // The seeded template's copy (1 MB segments), a few megabytes of WAL written on top.
    const database = await openTestDatabase()
    try {
      await database.db.execute("create table film (name text)")
      await database.db.execute(
        "insert into film select 'Portra ' || n from generate_series(1, 40000) n",
      )
      const dump = new Uint8Array(await (await database.dumpDataDir()).arrayBuffer())
      const segments = paths(dump).filter((path) => WAL_SEGMENT.test(path))
      expect(segments.length).toBeGreaterThan(2)
      const second = segments[1]?.split("/").pop() ?? ""
      const trimmed = withWalSegmentsBetween(dump, second, second)
      expect(paths(trimmed).filter((path) => WAL_SEGMENT.test(path))).toEqual([segments[1]])
      expect(paths(trimmed).filter((path) => !WAL_SEGMENT.test(path))).toEqual(
        paths(dump).filter((path) => !WAL_SEGMENT.test(path)),
      )
    } finally {
      await database.close()
    }
  })

  it("leaves a seeded template that opens with the whole catalogue and takes writes", async () => {
    const database = await openTestDatabase()
    try {
      const [before] = await database.db.select({ n: count() }).from(products)
      expect(before?.n).toBeGreaterThan(100)
      await database.db.execute("checkpoint")
      const [after] = await database.db.select({ n: count() }).from(products)
      expect(after?.n).toBe(before?.n)
    } finally {
      await database.close()
    }
  })
})
