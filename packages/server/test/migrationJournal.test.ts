// drizzle's migrator applies only the migrations whose `when` is later than the last one a
// database applied: a migration stamped earlier than its predecessor would never reach a
// database migrated before it was added.
import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"

const journal = JSON.parse(
  readFileSync(new URL("../drizzle/meta/_journal.json", import.meta.url), "utf8"),
) as { entries: { idx: number; when: number; tag: string }[] }

describe("the migration journal", () => {
  it("stamps every migration later than the one before it", () => {
    const late = journal.entries.filter(
      (entry, i) => i > 0 && entry.when <= (journal.entries[i - 1]?.when ?? 0),
    )
    expect(late.map((entry) => entry.tag)).toEqual([])
    expect(journal.entries.length).toBeGreaterThan(25)
  })
})
