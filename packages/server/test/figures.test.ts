import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { recordFigures, replaceFiguresSection } from "../../../scripts/figures.mjs"

const doc = [
  "# Figures",
  "## Web",
  "<!-- figures:web:begin -->",
  "old web table",
  "<!-- figures:web:end -->",
  "## Load",
  "<!-- figures:load:begin -->",
  "old load table",
  "<!-- figures:load:end -->",
  "",
].join("\n")

describe("docs/figures.md sections", () => {
  it("a benchmark replaces only its own section", () => {
    const next = replaceFiguresSection(doc, "load", "| req/s |\n| 300 |\n")
    expect(next).toContain("old web table")
    expect(next).not.toContain("old load table")
    expect(next).toContain(
      "<!-- figures:load:begin -->\n| req/s |\n| 300 |\n<!-- figures:load:end -->",
    )
    expect(replaceFiguresSection(next, "load", "again")).toContain(
      "begin -->\nagain\n<!-- figures:load:end",
    )
  })

  it("a section without its markers is an error naming them", () => {
    expect(() => replaceFiguresSection(doc, "cart", "x")).toThrow("<!-- figures:cart:begin -->")
  })

  it("recordFigures writes what the run printed, tables included, into the file", async () => {
    const dir = await mkdtemp(join(tmpdir(), "figures-"))
    const file = join(dir, "figures.md")
    await writeFile(file, doc)
    try {
      const recorder = recordFigures("web", { command: "npm run bench:web" })
      console.log("## First-load JS")
      console.table([{ route: "home", kib: 61.2 }])
      await recorder.write(file)
      const written = await readFile(file, "utf8")
      expect(written).toContain("old load table")
      expect(written).not.toContain("old web table")
      expect(written).toMatch(/Run \d{4}-\d\d-\d\d \d\d:\d\d UTC \(`npm run bench:web`\)/)
      expect(written).toContain("## First-load JS")
      expect(written).toMatch(/'home'\s*│\s*61\.2/)
    } finally {
      await rm(dir, { recursive: true })
    }
  })
})
