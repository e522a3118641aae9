// `shutter review|newsletter|alerts` against the real server: a new customer registered through
// the CLI subscribes, reviews a product (pending moderation) and keeps a back-in-stock alert
// that the shop's stock change sends. Exit codes: 1 for the server's refusals and customer-only
// commands signed out, 2 for usage errors.
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { type RunningServer, startTestServer } from "@shutter/server/testing"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { runInProcess } from "./inProcess.js"

const FILM = "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP"

// PGlite: the server's suites cover PostgreSQL.
const databases: ReadonlyArray<readonly [string, string | undefined]> = [["PGlite", undefined]]

describe.each(databases)(
  "shutter review, newsletter, alerts against the real server (%s)",
  (_db, databaseUrl) => {
    let server: RunningServer
    let stateDir: string
    let count = 0
    const shutter = (...args: ReadonlyArray<string>) =>
      runInProcess(args, { stateDir, endpoint: server.graphqlUrl })
    const register = async () => {
      const email = `cli-engage-${Date.now()}-${++count}@example.com`
      const registered = await shutter(
        "account",
        "register",
        "--email",
        email,
        "--password",
        "Shutter-2024",
        "--firstname",
        "Imogen",
        "--lastname",
        "Cunningham",
      )
      expect(registered.code, registered.stderr).toBe(0)
      return email
    }

    beforeAll(async () => {
      server = await startTestServer(databaseUrl === undefined ? {} : { databaseUrl })
    }, 120_000)
    afterAll(async () => {
      await server?.close()
    })
    beforeEach(async () => {
      stateDir = await mkdtemp(join(tmpdir(), "shutter-cli-engage-"))
      return () => rm(stateDir, { recursive: true, force: true })
    })

    it("newsletter: a guest subscribes an address; again is Magento's refusal (exit 1); the customer's status", async () => {
      const email = `cli-reader-${Date.now()}@example.com`
      const first = await shutter("newsletter", "subscribe", email)
      expect(first.code, first.stderr).toBe(0)
      expect(first.stdout).toContain("Thank you for your subscription.")
      const again = await shutter("--json", "newsletter", "subscribe", email)
      expect(again.code).toBe(1)
      expect(JSON.parse(again.stderr)).toMatchObject({
        error: { tag: "NewsletterError", message: "This email address is already subscribed." },
      })
      const noAddress = await shutter("newsletter", "subscribe")
      expect(noAddress.code).toBe(2)
      expect((await shutter("newsletter", "status")).code).toBe(1)

      await register()
      expect((await shutter("newsletter", "status")).stdout).toContain("Not subscribed.")
      const own = await shutter("--json", "newsletter", "subscribe")
      expect(JSON.parse(own.stdout)).toMatchObject({ status: "SUBSCRIBED" })
      expect(JSON.parse((await shutter("--json", "newsletter", "status")).stdout)).toEqual({
        subscribed: true,
      })
    })

    it("review add waits for moderation and review mine lists it; a bad rating is a usage error", async () => {
      expect((await shutter("review", "mine")).code).toBe(1)
      await register()
      const bad = await shutter(
        "review",
        "add",
        FILM,
        "--summary",
        "s",
        "--text",
        "t",
        "--rating",
        "6",
      )
      expect(bad.code).toBe(2)
      expect(bad.stderr).toContain("--rating expects 1 to 5 stars, got '6'")
      const added = await shutter(
        "review",
        "add",
        FILM,
        "--summary",
        "Fine grain",
        "--text",
        "Great for portraits.",
        "--rating",
        "4",
      )
      expect(added.code, added.stderr).toBe(0)
      expect(added.stdout).toContain("You submitted your review for moderation.")
      expect(added.stdout).toMatch(/Nickname\s+Imogen/)
      const mine = await shutter("review", "mine")
      expect(mine.stdout).toMatch(
        new RegExp(`${FILM}\\s+Fine grain\\s+4/5\\s+Pending: submitted for moderation\\.`),
      )
      const json = JSON.parse((await shutter("--json", "review", "mine")).stdout)
      expect(json.items[0]).toMatchObject({
        summary: "Fine grain",
        stars: 4,
        status: "PENDING",
        status_text: "Pending: submitted for moderation.",
        product: { sku: FILM },
      })
      expect(json.page_info).toEqual({ current_page: 1, page_size: 10, total_pages: 1 })
    })

    it("alerts add, list, the stock alert is sent when stock returns, remove; unknown products exit 1", async () => {
      expect((await shutter("alerts", "list")).code).toBe(1)
      await register()
      expect((await shutter("alerts", "list")).stdout).toContain("You have no product alerts.")
      await server.admin.setProductStock(FILM, 0)
      try {
        const added = await shutter("--json", "alerts", "add", FILM)
        expect(added.code, added.stderr).toBe(0)
        const { alert, message } = JSON.parse(added.stdout)
        expect(message).toBe("Alert subscription has been saved.")
        const price = await shutter("alerts", "add", FILM, "--type", "price")
        expect(price.stdout).toContain("You saved the alert subscription.")
        expect((await shutter("alerts", "add", FILM, "--type", "soon")).code).toBe(2)
        expect(await server.admin.setProductStock(FILM, 25)).toBe(1)
        const listed = await shutter("alerts", "list")
        expect(listed.stdout).toMatch(new RegExp(`${alert.id}\\s+stock\\s+${FILM}\\s+sent `))
        expect(listed.stdout).toMatch(/price\s+\S+\s+below \$\d+\.\d{2}\s/)
        const removed = await shutter("alerts", "remove", alert.id)
        expect(removed.stdout).toContain(
          "You will no longer receive stock alerts for this product.",
        )
        const unknown = await shutter("alerts", "add", "NO-SUCH-SKU")
        expect(unknown.code).toBe(1)
        expect(unknown.stderr).toContain("The product was not found.")
      } finally {
        await server.admin.setProductStock(FILM, 25)
      }
    })
  },
)
