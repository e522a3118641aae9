// `shutter admin` against the real server's admin REST API (Magento 2.4's /rest/V1): sign-in,
// the order lifecycle (invoice, ship with tracking, refund, cancel, comment) with Magento's
// refusals, and product price and stock. In process, with one run of the built binary.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { type RunningServer, startTestServer } from "@shutter/server/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runInProcess } from "./inProcess.js"
import { databases, guestAddress, runShutter } from "./shutterBinary.js"

/** A roll of film: sold at its price (the camera's price shows in the cart only). */
const FILM = "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP"
const DEMO_ADMIN = ["--username", "admin", "--password", "shutter-admin1"]
const SIGN_IN_INCORRECT =
  "The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later."

interface OrderState {
  readonly entity_id: number
  readonly increment_id: string
  readonly state: string
  readonly status: string
}

describe.each(databases)("shutter admin against the real server on %s", (database) => {
  let server: RunningServer
  let stateDir: string

  const shutter = (...args: ReadonlyArray<string>) =>
    runInProcess(args, { stateDir, endpoint: server.graphqlUrl })
  const json = async <T>(...args: ReadonlyArray<string>): Promise<T> => {
    const result = await shutter("--json", ...args)
    expect(result.code, result.stderr).toBe(0)
    return JSON.parse(result.stdout) as T
  }
  const jsonError = async (code: number, ...args: ReadonlyArray<string>) => {
    const result = await shutter("--json", ...args)
    expect(result.code, result.stdout).toBe(code)
    return JSON.parse(result.stderr) as { error: { tag: string; message: string } }
  }

  /** A guest's order of two NIK-Z6-II placed through the CLI, in a state folder of its own. */
  const placeOrder = async (): Promise<string> => {
    const shopperDir = await mkdtemp(join(tmpdir(), "shutter-cli-admin-shopper-"))
    try {
      const shop = (...args: ReadonlyArray<string>) =>
        runInProcess(args, { stateDir: shopperDir, endpoint: server.graphqlUrl })
      expect((await shop("cart", "add", "NIK-Z6-II", "--qty", "2")).code).toBe(0)
      const placed = await shop("--json", "checkout", "--email", "ada@example.com", ...guestAddress)
      expect(placed.code, placed.stderr).toBe(0)
      return (JSON.parse(placed.stdout) as { order_number: string }).order_number
    } finally {
      await rm(shopperDir, { recursive: true, force: true })
    }
  }

  beforeAll(async () => {
    server = await startTestServer(
      database === "postgres" ? { databaseUrl: process.env.DATABASE_URL as string } : {},
    )
    stateDir = await mkdtemp(join(tmpdir(), "shutter-cli-admin-"))
  }, 180_000)

  afterAll(async () => {
    await server?.close()
    if (stateDir) await rm(stateDir, { recursive: true, force: true })
  })

  it("signs in with Magento's admin token, keeps it beside the customer's state, never prints it", async () => {
    expect(
      await jsonError(1, "admin", "login", "--username", "admin", "--password", "wrong-1"),
    ).toEqual({
      error: { tag: "AdminRestError", message: SIGN_IN_INCORRECT },
    })
    // A customer cart id in the same state file stays as it is.
    await writeFile(
      join(stateDir, "state.json"),
      JSON.stringify({ cookies: { cart: "guest-cart" }, local: {} }),
    )
    const login = await shutter("admin", "login", ...DEMO_ADMIN)
    expect(login.code, login.stderr).toBe(0)
    const restUrl = `${server.url}/rest`
    expect(login.stdout).toBe(`Signed in as  admin\nREST API      ${restUrl}\n`)
    const state = JSON.parse(await readFile(join(stateDir, "state.json"), "utf8")) as {
      cookies: Record<string, string>
      admin: { restUrl: string; username: string; token: string }
    }
    expect(state.cookies).toEqual({ cart: "guest-cart" })
    expect(state.admin).toEqual({ restUrl, username: "admin", token: expect.any(String) })
    expect(login.stdout).not.toContain(state.admin.token)

    expect(await json("admin", "login", ...DEMO_ADMIN)).toEqual({
      signed_in: true,
      username: "admin",
      rest_url: restUrl,
    })
  })

  it("invoices, ships with tracking and refunds an order; the shopper's order shows each step", async () => {
    await shutter("admin", "login", ...DEMO_ADMIN)
    const number = await placeOrder()

    const pending = await json<{ items: OrderState[]; total_count: number }>(
      "admin",
      "orders",
      "--status",
      "pending",
      "--page-size",
      "100",
    )
    const listed = pending.items.find((o) => o.increment_id === number)
    expect(listed).toMatchObject({ state: "new", status: "pending" })
    const id = String(listed?.entity_id)

    const shown = await json<{ order: { entity_id: number; items: { sku: string }[] } }>(
      "admin",
      "order",
      "show",
      number,
    )
    expect(shown.order.entity_id).toBe(listed?.entity_id)
    expect(shown.order.items).toEqual([
      expect.objectContaining({ sku: "NIK-Z6-II", qty_ordered: 2 }),
    ])

    const invoiced = await json<{ invoice_id: number; order: OrderState }>(
      "admin",
      "order",
      "invoice",
      id,
    )
    expect(invoiced).toEqual({
      invoice_id: expect.any(Number),
      order: {
        entity_id: Number(id),
        increment_id: number,
        state: "processing",
        status: "processing",
      },
    })
    expect(await jsonError(1, "admin", "order", "invoice", id)).toEqual({
      error: {
        tag: "AdminRestError",
        message:
          "Invoice Document Validation Error(s):\nThe order does not allow an invoice to be created.",
      },
    })

    const shipped = await shutter(
      "admin",
      "order",
      "ship",
      number,
      "--track",
      "UPS:1Z999AA10123456784",
    )
    expect(shipped.code, shipped.stderr).toBe(0)
    expect(shipped.stdout).toMatch(
      new RegExp(
        `^Shipment \\d+ created \\(tracking 1Z999AA10123456784\\)\\. Order ${number} is now complete\\.\\n$`,
      ),
    )

    const commented = await json<{ commented: boolean; order: OrderState }>(
      "admin",
      "order",
      "comment",
      id,
      "Left our warehouse today.",
      "--visible",
    )
    expect(commented).toMatchObject({ commented: true, order: { status: "complete" } })

    // The shopper tracks the order: invoiced, shipped with UPS's link.
    const tracked = await shutter(
      "order",
      "show",
      number,
      "--email",
      "ada@example.com",
      "--postcode",
      "90001",
    )
    expect(tracked.code, tracked.stderr).toBe(0)
    expect(tracked.stdout).toMatch(/Status\s+Complete/)
    expect(tracked.stdout).toContain(
      "United Parcel Service 1Z999AA10123456784 (https://www.ups.com/track?tracknum=1Z999AA10123456784)",
    )

    const text = await shutter("admin", "order", "show", id)
    expect(text.stdout).toMatch(/Status\s+complete\n/)
    expect(text.stdout).toMatch(
      /Shipments\s+\d+ \(ID \d+\) · United Parcel Service 1Z999AA10123456784/,
    )
    expect(text.stdout).toContain("Left our warehouse today.")

    const refunded = await json<{ credit_memo_id: number; online: boolean; order: OrderState }>(
      "admin",
      "order",
      "refund",
      id,
      "--return-to-stock",
    )
    expect(refunded).toMatchObject({ online: false, order: { state: "closed", status: "closed" } })
    expect(await jsonError(1, "admin", "order", "refund", id)).toEqual({
      error: {
        tag: "AdminRestError",
        message:
          "Creditmemo Document Validation Error(s):\nA creditmemo can not be created when an order has a status of closed\nWe can't create creditmemo for the order.",
      },
    })
    expect(await jsonError(1, "admin", "order", "cancel", id)).toEqual({
      error: { tag: "AdminRestError", message: "You have not canceled the item." },
    })
  })

  it("refunds online against the order's invoice, and cancels a pending order", async () => {
    await shutter("admin", "login", ...DEMO_ADMIN)
    const number = await placeOrder()
    await json("admin", "order", "invoice", number)
    const online = await json<{ online: boolean; order: OrderState }>(
      "admin",
      "order",
      "refund",
      number,
      "--online",
    )
    expect(online).toMatchObject({ online: true, order: { status: "closed" } })

    const other = await placeOrder()
    const canceled = await shutter("admin", "order", "cancel", other)
    expect(canceled.code, canceled.stderr).toBe(0)
    expect(canceled.stdout).toBe(`Canceled. Order ${other} is now canceled.\n`)
    expect(await jsonError(1, "admin", "order", "refund", other, "--online")).toEqual({
      error: {
        tag: "AdminRestError",
        message: `Order ${other} has no paid invoice to refund online.`,
      },
    })
    expect(await jsonError(1, "admin", "order", "show", "000999999")).toEqual({
      error: {
        tag: "AdminRestError",
        message: "The entity that was requested doesn't exist. Verify the entity and try again.",
      },
    })
  })

  it("sets a product's price and stock; the storefront sells it at that price", async () => {
    await shutter("admin", "login", ...DEMO_ADMIN)
    const set = await json<{
      product: {
        sku: string
        price: number
        extension_attributes: { stock_item: { qty: number; is_in_stock: boolean } }
      }
    }>("admin", "product", "set", FILM, "--price", "12.5", "--qty", "7")
    expect(set.product).toMatchObject({
      sku: FILM,
      price: 12.5,
      extension_attributes: { stock_item: { qty: 7, is_in_stock: true } },
    })
    const product = await shutter("product", FILM)
    expect(product.stdout).toMatch(/Price\s+\$12\.50\n/)
    expect(product.stdout).toMatch(/Stock\s+in stock\n/)
    await json("admin", "product", "set", FILM, "--qty", "0")
    expect((await shutter("product", FILM)).stdout).toMatch(/Stock\s+out of stock\n/)
    expect(await jsonError(1, "admin", "product", "show", "NO-SUCH-SKU")).toEqual({
      error: {
        tag: "AdminRestError",
        message: "The product that was requested doesn't exist. Verify the product and try again.",
      },
    })
  })

  it("an unknown or expired token: Magento's 401 and a hint to sign in again; logout forgets it", async () => {
    await shutter("admin", "login", ...DEMO_ADMIN)
    const file = join(stateDir, "state.json")
    const state = JSON.parse(await readFile(file, "utf8")) as { admin: { token: string } }
    await writeFile(file, JSON.stringify({ ...state, admin: { ...state.admin, token: "expired" } }))
    const refused = await shutter("admin", "orders")
    expect(refused.code).toBe(1)
    expect(refused.stderr).toBe(
      "shutter: The consumer isn't authorized to access Magento_Sales::actions_view. (sign in again: 'shutter admin login')\n",
    )
    expect((await shutter("admin", "logout")).stdout).toBe("Signed out of the admin API.\n")
    expect((await shutter("admin", "orders")).stderr).toContain("Not signed in to")
  })

  it("switches the newsletter's guest subscriptions off and on; a guest then meets Magento's refusal", async () => {
    await shutter("admin", "login", ...DEMO_ADMIN)
    const listed = await shutter("admin", "config", "list")
    expect(listed.stdout).toBe(
      "newsletter/subscription/allow_guest_subscribe  yes\nnewsletter/subscription/confirm                no\n",
    )
    expect(
      await json("admin", "config", "set", "newsletter/subscription/allow_guest_subscribe", "no"),
    ).toEqual({ path: "newsletter/subscription/allow_guest_subscribe", value: "0" })
    const guest = await runInProcess(["newsletter", "subscribe", "guest-cli@example.com"], {
      stateDir: await mkdtemp(join(tmpdir(), "shutter-cli-guest-")),
      endpoint: server.graphqlUrl,
    })
    expect(guest.code).toBe(1)
    expect(guest.stderr).toContain(
      "Guests can not subscribe to the newsletter. You must create an account to subscribe.",
    )
    const back = await shutter(
      "admin",
      "config",
      "set",
      "newsletter/subscription/allow_guest_subscribe",
      "yes",
    )
    expect(back.stdout).toBe("newsletter/subscription/allow_guest_subscribe  yes\n")
    const unknown = await jsonError(1, "admin", "config", "set", "web/unsecure/base_url", "yes")
    expect(unknown.error.message).toBe(
      'The configuration path "web/unsecure/base_url" can\'t be set here. Use one of: newsletter/subscription/allow_guest_subscribe, newsletter/subscription/confirm.',
    )
    expect(
      (await shutter("admin", "config", "set", "newsletter/subscription/confirm", "maybe")).code,
    ).toBe(2)
  })

  it("prints the order list as a table from the binary", async () => {
    await shutter("admin", "login", ...DEMO_ADMIN)
    const result = await runShutter(["admin", "orders", "--page-size", "2"], {
      SHUTTER_STATE_DIR: stateDir,
      SHUTTER_ENDPOINT: server.graphqlUrl,
    })
    expect(result.code, result.stderr).toBe(0)
    const lines = result.stdout.trimEnd().split("\n")
    expect(lines[0]).toMatch(/^ID\s+Order\s+Date\s+Customer\s+Status\s+Total$/)
    expect(lines).toHaveLength(5)
    expect(lines[4]).toMatch(/^Page 1 of \d+ \(\d+ orders\)$/)
  })
})
