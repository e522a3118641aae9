// `shutter wishlist` against the real server: a customer registered through the CLI hearts a
// configurable (by --option) and a bundle, lists, moves one to the cart, removes by sku, shares
// the list and reads it back by its code; the exit-code table for every failure.
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { type RunningServer, startTestServer } from "@shutter/server/testing"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { runInProcess } from "./inProcess.js"

const FILM = "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP"
const CAMERA = "NIK-FM10" // configurable: Color
const KIT = "CAN-EOS-R3-KIT" // bundle
const GIFT_CARD = "SHT-SHUTTER-DIGITAL-GIFT-CARD" // the cart asks for its amount and names

describe("shutter wishlist against the real server", () => {
  let server: RunningServer
  let stateDir: string
  let count = 0
  const shutter = (...args: ReadonlyArray<string>) =>
    runInProcess(args, { stateDir, endpoint: server.graphqlUrl })
  const register = async () => {
    const email = `cli-wishlist-${Date.now()}-${++count}@example.com`
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
  }

  beforeAll(async () => {
    server = await startTestServer()
  }, 120_000)

  afterAll(async () => {
    await server?.close()
  })

  beforeEach(async () => {
    stateDir = await mkdtemp(join(tmpdir(), "shutter-cli-wishlist-"))
    return () => rm(stateDir, { recursive: true, force: true })
  })

  it("signed out: list and add exit 1 with the reason; bad flags exit 2", async () => {
    const list = await shutter("wishlist", "list")
    expect(list.code).toBe(1)
    expect(list.stderr).toContain("No customer is signed in")
    const add = await shutter("--json", "wishlist", "add", FILM)
    expect(add.code).toBe(1)
    expect(JSON.parse(add.stderr)).toMatchObject({
      error: {
        tag: "GraphqlAuthorizationError",
        message: "The current user cannot perform operations on wishlist",
      },
    })
    expect((await shutter("wishlist", "list", "--page", "0")).code).toBe(2)
    expect((await shutter("wishlist", "share")).code).toBe(2)
    expect((await shutter("wishlist", "frobnicate")).code).toBe(2)
  })

  it("add a configurable variant and a bundle, list, move, remove by sku, share, read shared", async () => {
    await register()
    const camera = await shutter("wishlist", "add", CAMERA, "--option", "color=Silver")
    expect(camera.code, camera.stderr).toBe(0)
    expect(camera.stdout).toMatch(/You added product .+ to the wishlist list\./)
    expect(camera.stdout).toContain("1 item(s) in the wish list.")
    const kit = await shutter("--json", "wishlist", "add", KIT)
    expect(kit.code, kit.stderr).toBe(0)
    expect(JSON.parse(kit.stdout).wishlist.items_count).toBe(2)
    // Already listed: nothing is sent, nothing changes.
    const again = await shutter("--json", "wishlist", "add", KIT)
    expect(JSON.parse(again.stdout)).toMatchObject({ wishlist: { items_count: 2 }, messages: [] })
    expect((await shutter("wishlist", "add", CAMERA, "--option", "color=Plaid")).code).toBe(2)

    const list = await shutter("--json", "wishlist", "list")
    expect(list.code, list.stderr).toBe(0)
    const listed = JSON.parse(list.stdout).wishlist as {
      items: ReadonlyArray<{ id: string; product: { sku: string }; options: string[] }>
      page_info: { current_page: number; page_size: number }
    }
    expect(listed.items.map((i) => i.product.sku)).toEqual([CAMERA, KIT])
    expect(listed.items[0]?.options).toEqual(["Color: Silver"])
    expect(listed.page_info).toMatchObject({ current_page: 1, page_size: 10 })
    const table = await shutter("wishlist", "list")
    expect(table.stdout).toContain("Color: Silver")
    expect(table.stdout).toContain("2 item(s); page 1 of 1")

    const move = await shutter("--json", "wishlist", "move", listed.items[0]?.id ?? "")
    expect(move.code, move.stderr).toBe(0)
    const moved = JSON.parse(move.stdout)
    expect(moved.wishlist.items.map((i: { product: { sku: string } }) => i.product.sku)).toEqual([
      KIT,
    ])
    expect(moved.cart.items[0].product.sku).toBe(CAMERA)
    expect(moved.messages).toContainEqual(expect.stringMatching(/to your shopping cart\.$/))

    const share = await shutter(
      "--json",
      "wishlist",
      "share",
      "--email",
      "friend@example.com",
      "--message",
      "Birthday ideas",
    )
    expect(share.code, share.stderr).toBe(0)
    const code = JSON.parse(share.stdout).sharing_code as string
    expect(JSON.parse(share.stdout).link).toBe(`/wishlist/shared/${code}`)
    const badShare = await shutter("wishlist", "share", "--email", "not-an-address")
    expect(badShare.code).toBe(1)
    expect(badShare.stderr).toContain("Please enter a valid email address.")

    const removed = await shutter("wishlist", "remove", KIT)
    expect(removed.code, removed.stderr).toBe(0)
    expect(removed.stdout).toContain("You removed item to the wishlist list.")
    expect((await shutter("wishlist", "remove", KIT)).code).toBe(1)

    // Signed out, the shared list still reads by its code (now empty); an unknown code is 1.
    await shutter("account", "logout")
    const shared = await shutter("wishlist", "shared", code)
    expect(shared.code, shared.stderr).toBe(0)
    expect(shared.stdout).toContain("The wish list is empty.")
    expect((await shutter("wishlist", "shared", "0".repeat(32))).code).toBe(1)
  })

  it("a move the cart refuses exits 1 with its message; the item stays", async () => {
    await register()
    expect((await shutter("wishlist", "add", GIFT_CARD)).code).toBe(0)
    const move = await shutter("wishlist", "move", GIFT_CARD)
    expect(move.code).toBe(1)
    expect(move.stderr.trim()).not.toBe("")
    const list = await shutter("--json", "wishlist", "list")
    expect(
      JSON.parse(list.stdout).wishlist.items.map(
        (i: { product: { sku: string } }) => i.product.sku,
      ),
    ).toEqual([GIFT_CARD])
  })
})
