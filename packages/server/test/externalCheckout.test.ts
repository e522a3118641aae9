import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { startTestServer } from "../src/testing.js"
import { addProducts, createCart, getCart } from "./cartTestKit.js"
import { asCustomer, newCustomer } from "./customerTestKit.js"
import { drivers, graphql } from "./helpers.js"

const CAMERA = "NIK-Z6-II"
const CONFIG = /* GraphQL */ `{
  storeConfig { external_checkout_enabled external_checkout_url external_checkout_sync_path }
}`

interface SyncAnswer {
  readonly status: number
  readonly body: {
    readonly message?: string
    readonly customer?: { readonly email: string } | null
    readonly cart?: {
      readonly id: string
      readonly total_quantity: number
      readonly items: ReadonlyArray<{
        readonly quantity: number
        readonly product: { readonly sku: string; readonly name: string }
      }>
    }
  }
}

const answerOf = async (response: Response): Promise<SyncAnswer> => ({
  status: response.status,
  body: (await response.json()) as SyncAnswer["body"],
})

/** The storefront's redirect path, as the external site receives it. */
const syncByPath = (server: RunningServer, token: string | null, cart: string) =>
  fetch(`${server.url}/vue/cart/sync${token === null ? "" : `/token/${token}`}/cart/${cart}`).then(
    answerOf,
  )

const syncByPost = (server: RunningServer, payload: Record<string, unknown>) =>
  fetch(`${server.url}/vue/cart/sync`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(payload),
  }).then(answerOf)

const customerCartId = async (server: RunningServer, token: string): Promise<string> => {
  const res = await asCustomer<{ customerCart: { id: string } }>(
    server,
    token,
    "{ customerCart { id } }",
  )
  const id = res.data?.customerCart.id
  if (!id) throw new Error(JSON.stringify(res.errors))
  return id
}

describe.each(drivers)("external checkout on $name", ({ databaseUrl }) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {})
  })
  afterAll(() => server?.close())

  it("is off by default; the store's settings turn it on and name the site", async () => {
    const before = await graphql<{ storeConfig: Record<string, unknown> }>(server, CONFIG)
    expect(before.data?.storeConfig).toEqual({
      external_checkout_enabled: false,
      external_checkout_url: null,
      external_checkout_sync_path: "/vue/cart/sync",
    })
    await server.admin.setStoreConfig("external_checkout_enabled", "1")
    await server.admin.setStoreConfig("external_checkout_url", "https://checkout.example")
    try {
      const after = await graphql<{ storeConfig: Record<string, unknown> }>(server, CONFIG)
      expect(after.data?.storeConfig).toMatchObject({
        external_checkout_enabled: true,
        external_checkout_url: "https://checkout.example",
      })
    } finally {
      await server.admin.setStoreConfig("external_checkout_enabled", null)
      await server.admin.setStoreConfig("external_checkout_url", null)
    }
  })

  it("hands a customer's cart over for their token; syncing twice gives the same cart, no duplicate", async () => {
    const { email, token } = await newCustomer(server, "sync")
    const cartId = await customerCartId(server, token)
    await asCustomer(
      server,
      token,
      `mutation add($cartId: String!) {
        addProductsToCart(cartId: $cartId, cartItems: [{ sku: "${CAMERA}", quantity: 2 }]) {
          user_errors { message }
        }
      }`,
      { cartId },
    )
    const first = await syncByPath(server, token, cartId)
    expect(first.status).toBe(200)
    expect(first.body.customer?.email).toBe(email)
    expect(first.body.cart).toMatchObject({
      id: cartId,
      total_quantity: 2,
      items: [{ quantity: 2, product: { sku: CAMERA, name: "Nikon Z6 II" } }],
    })
    // The same payload again, by path and as JSON: the same answer, and the cart is unchanged.
    expect(await syncByPath(server, token, cartId)).toEqual(first)
    expect(await syncByPost(server, { token, cart: cartId })).toEqual(first)
    expect(await customerCartId(server, token)).toBe(cartId)
    const cart = await asCustomer<{ cart: { total_quantity: number; items: unknown[] } }>(
      server,
      token,
      `query c($id: String!) { cart(cart_id: $id) { total_quantity items { uid } } }`,
      { id: cartId },
    )
    expect(cart.data?.cart).toMatchObject({ total_quantity: 2, items: [{}] })
  })

  it("hands a guest's cart over without a token", async () => {
    const cartId = await createCart(server)
    await addProducts(server, cartId, [{ sku: CAMERA, quantity: 1 }])
    const synced = await syncByPath(server, null, cartId)
    expect(synced.status).toBe(200)
    expect(synced.body.customer).toBeNull()
    expect(synced.body.cart?.items.map((i) => i.product.sku)).toEqual([CAMERA])
    expect((await getCart(server, cartId)).data?.cart.total_quantity).toBe(1)
  })

  it("refuses an unknown token, another customer's cart and a missing cart id", async () => {
    const owner = await newCustomer(server, "owner")
    const other = await newCustomer(server, "other")
    const ownerCart = await customerCartId(server, owner.token)

    const forged = await syncByPath(server, "not-a-token", ownerCart)
    expect(forged).toEqual({
      status: 401,
      body: { message: "The current customer isn't authorized." },
    })

    const foreign = await syncByPost(server, { token: other.token, cart: ownerCart })
    expect(foreign.status).toBe(403)
    expect(foreign.body.cart).toBeUndefined()

    // A customer's cart is never a guest's: without the token it is refused too.
    expect((await syncByPath(server, null, ownerCart)).status).toBe(403)
    expect((await syncByPath(server, owner.token, "0".repeat(32))).status).toBe(404)
    expect(await syncByPost(server, { token: owner.token })).toEqual({
      status: 400,
      body: { message: 'Required parameter "cart" is missing.' },
    })
  })
})
