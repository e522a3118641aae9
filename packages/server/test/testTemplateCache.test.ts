import { mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { pruneStaleTemplates, TEMPLATE_UNUSED_MS } from "../src/testTemplateCache.js"

describe("test template cache", () => {
  let dir: string
  const now = Date.parse("2026-11-29T12:00:00Z")
  const file = async (name: string, ageMs: number) => {
    await writeFile(join(dir, name), "x")
    const at = new Date(now - ageMs)
    await utimes(join(dir, name), at, at)
  }
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "shutter-template-prune-"))
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it("removes other code versions' templates unread for an hour, keeps its own, recent ones and other files", async () => {
    const hourAndMore = TEMPLATE_UNUSED_MS + 1_000
    await file("shutter-test-template-00000000000000aa.tar", hourAndMore) // current, old mtime
    await file("shutter-test-template-00000000000000bb.tar", hourAndMore)
    await file("shutter-test-template-00000000000000cc.tar", 60_000)
    await file("shutter-test-template-00000000000000dd.tar.4242.partial", hourAndMore)
    await file("shutter-outbox-unrelated.tar", hourAndMore)
    await pruneStaleTemplates(dir, "shutter-test-template-00000000000000aa.tar", now)
    expect((await readdir(dir)).sort()).toEqual([
      "shutter-outbox-unrelated.tar",
      "shutter-test-template-00000000000000aa.tar",
      "shutter-test-template-00000000000000cc.tar",
    ])
  })
})
