// `shutter quote submit|status`: a used-gear quote request with a photo, then its status, against
// the real server; refused requests list every field error (exit 1), malformed flags exit 2.
import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { type RunningServer, startTestServer } from "@shutter/server/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runInProcess } from "./inProcess.js"

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
)

describe("shutter quote against the real server", () => {
  let server: RunningServer
  let dir: string
  const shutter = (...args: ReadonlyArray<string>) =>
    runInProcess(args, { stateDir: dir, endpoint: server.graphqlUrl })
  const seller = ["--firstname", "Dana", "--lastname", "Reyes", "--email", "dana.cli@example.com"]

  beforeAll(async () => {
    server = await startTestServer()
    dir = await mkdtemp(join(tmpdir(), "shutter-cli-quote-"))
    await writeFile(join(dir, "front.png"), PNG)
    await writeFile(join(dir, "notes.txt"), "not a photo")
  }, 120_000)

  afterAll(async () => {
    await server?.close()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it("submits items with a photo, then finds the request by reference and email", async () => {
    const sent = await shutter(
      "--json",
      "quote",
      "submit",
      ...seller,
      "--item",
      "Canon;EOS R6 Mark II;excellent;Battery, charger",
      "--item",
      "Sony;FE 24-70mm f/2.8 GM II;like-new",
      "--photo",
      `1=${join(dir, "front.png")}`,
    )
    expect(sent.code, sent.stderr).toBe(0)
    const { quote } = JSON.parse(sent.stdout)
    expect(quote.number).toMatch(/^UGQ-/)
    expect(quote.items).toEqual([
      {
        brand: "Canon",
        model: "EOS R6 Mark II",
        condition: "EXCELLENT",
        accessories: "Battery, charger",
        photo_count: 1,
      },
      {
        brand: "Sony",
        model: "FE 24-70mm f/2.8 GM II",
        condition: "LIKE_NEW",
        accessories: null,
        photo_count: 0,
      },
    ])

    const status = await shutter("quote", "status", quote.number, "--email", "dana.cli@example.com")
    expect(status.code, status.stderr).toBe(0)
    expect(status.stdout).toContain("Received")
    expect(status.stdout).toContain("Canon EOS R6 Mark II (Excellent, 1 photo)")

    const other = await shutter("quote", "status", quote.number, "--email", "someone@example.com")
    expect(other.code).toBe(1)
    expect(other.stderr).toContain(
      "No quote request matches that reference number and email address. Check both and try again.",
    )
  })

  it("a refused request lists every field error and exits 1; malformed flags exit 2", async () => {
    const refused = await shutter(
      "quote",
      "submit",
      "--firstname",
      " ",
      "--lastname",
      "Reyes",
      "--email",
      "dana@",
      "--item",
      "Leica;M6;fair",
      "--photo",
      `1=${join(dir, "notes.txt")}`,
    )
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain("firstname: This field is required")
    expect(refused.stderr).toContain("email: The email field must be a valid email")
    expect(refused.stderr).toContain(
      "items.0.photos.0: notes.txt is not a JPEG, PNG or WebP image.",
    )

    const badItem = await shutter("quote", "submit", ...seller, "--item", "Leica;M6;mint")
    expect(badItem.code).toBe(2)
    expect(badItem.stderr).toContain("condition one of like-new, excellent, good, fair, for-parts")
    const noItem = await shutter("quote", "submit", ...seller)
    expect(noItem.code).toBe(2)
    const badPhoto = await shutter(
      "quote",
      "submit",
      ...seller,
      "--item",
      "Leica;M6;fair",
      "--photo",
      "2=x.jpg",
    )
    expect(badPhoto.code).toBe(2)
  })
})
