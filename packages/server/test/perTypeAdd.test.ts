// Magento 2.4's per-type add mutations, as its api-functional tests call them
// (dev/tests/api-functional/testsuite/Magento/GraphQl/Quote/Guest/AddSimpleProductToCartTest,
// AddVirtualProductToCartTest, ConfigurableProduct/AddConfigurableProductToCartTest,
// Bundle/AddBundleProductToCartTest, Downloadable/AddDownloadableProductToCartTest).
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { startTestServer } from "../src/testing.js"
import { createCart, getCart } from "./cartTestKit.js"
import { drivers, graphql } from "./helpers.js"

const FILM = "ILF-FP4-PLUS-125-35MM-36-EXP" // $12.99
const CLASS = "SHT-INTRO-TO-YOUR-MIRRORLESS-CAMERA" // virtual, $139.99, required "Session" (6730)
const C41 = "SHT-35MM-C-41-DEVELOP-SCAN" // $15.99; option 6875 a text field
const FM10 = "NIK-FM10"
const FM10_SILVER = "NIK-FM10-SILVER"
const CANON_KIT = "CAN-EOS-R3-KIT"
const PRESETS = "SHT-PORTRA-FILM-LOOK-LIGHTROOM-PRESETS" // $29.00, link 6911 +$9.99

const CART = /* GraphQL */ `
  cart {
    id
    total_quantity
    items {
      __typename
      quantity
      product { sku }
      prices { price { value } row_total { value } }
      ... on ConfigurableCartItem { configured_variant { sku } }
      ... on BundleCartItem { bundle_options { label values { label quantity } } }
      ... on DownloadableCartItem { links { title } }
      ... on SimpleCartItem { customizable_options { label values { value } } }
      ... on VirtualCartItem { customizable_options { label values { value } } }
    }
  }
`

interface AddedCart {
  readonly id: string
  readonly total_quantity: number
  readonly items: readonly {
    readonly __typename: string
    readonly quantity: number
    readonly product: { readonly sku: string }
    readonly prices: { readonly price: { value: number }; readonly row_total: { value: number } }
    readonly configured_variant?: { readonly sku: string }
    readonly bundle_options?: readonly {
      label: string
      values: { label: string; quantity: number }[]
    }[]
    readonly links?: readonly { title: string }[]
    readonly customizable_options?: readonly { label: string; values: { value: string }[] }[]
  }[]
}

const add = (
  server: RunningServer,
  mutation: string,
  input: string,
  cartItems: unknown[],
  cartId: string,
) =>
  graphql<Record<string, { cart: AddedCart }>>(
    server,
    `mutation ($input: ${input}) { ${mutation}(input: $input) { ${CART} } }`,
    { variables: { input: { cart_id: cartId, cart_items: cartItems } } },
  )

describe.each(drivers)("per-type add mutations on $name", ({ databaseUrl }) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {})
  })
  afterAll(() => server?.close())

  const simple = (cartId: string, cartItems: unknown[]) =>
    add(server, "addSimpleProductsToCart", "AddSimpleProductsToCartInput", cartItems, cartId)

  it("AddSimpleProductToCartTest::testAddSimpleProductToCart: adds and prices the line", async () => {
    const cartId = await createCart(server)
    const res = await simple(cartId, [{ data: { sku: FILM, quantity: 2 } }])
    expect(res.errors).toBeUndefined()
    const cart = res.data?.addSimpleProductsToCart?.cart
    expect(cart?.id).toBe(cartId)
    expect(cart?.items).toEqual([
      expect.objectContaining({
        quantity: 2,
        product: { sku: FILM },
        prices: { price: { value: 12.99 }, row_total: { value: 25.98 } },
      }),
    ])
  })

  it("AddSimpleProductToCartTest: Magento's required-parameter texts, without a full stop", async () => {
    const noCart = await simple("", [])
    expect(noCart.errors?.[0]?.message).toBe('Required parameter "cart_id" is missing')
    expect(noCart.errors?.[0]?.extensions?.category).toBe("graphql-input")
    const noItems = await simple("cart_id", [])
    expect(noItems.errors?.[0]?.message).toBe('Required parameter "cart_items" is missing')
  })

  it("AddSimpleProductToCartTest: an unknown cart, an unknown product", async () => {
    const noSuchCart = await simple("non_existent_masked_id", [
      { data: { sku: FILM, quantity: 1 } },
    ])
    expect(noSuchCart.errors?.[0]?.message).toBe(
      'Could not find a cart with ID "non_existent_masked_id"',
    )
    const cartId = await createCart(server)
    const noSuchProduct = await simple(cartId, [{ data: { sku: "simple_product", quantity: 1 } }])
    expect(noSuchProduct.errors?.[0]?.message).toBe(
      'Could not find a product with SKU "simple_product"',
    )
    expect(noSuchProduct.errors?.[0]?.extensions?.category).toBe("graphql-no-such-entity")
  })

  it("adds all lines or none: one bad line leaves the cart as it was", async () => {
    const cartId = await createCart(server)
    const res = await simple(cartId, [
      { data: { sku: FILM, quantity: 1 } },
      { data: { sku: FILM, quantity: 60 } }, // 59 in stock
    ])
    expect(res.errors?.[0]?.message).toBe(
      `Could not add the product with SKU ${FILM} to the shopping cart: The requested qty is not available`,
    )
    expect(res.errors?.[0]?.extensions?.category).toBe("graphql-input")
    const cart = await getCart(server, cartId)
    expect(cart.data?.cart.items).toEqual([])
  })

  it("refuses a quantity of zero with Magento's text", async () => {
    const cartId = await createCart(server)
    const res = await simple(cartId, [{ data: { sku: FILM, quantity: 0 } }])
    expect(res.errors?.[0]?.message).toBe("Please enter a number greater than 0 in this field.")
  })

  it("takes customizable options by id: a value id for a choice, text for a field", async () => {
    const cartId = await createCart(server)
    const res = await simple(cartId, [
      {
        data: { sku: C41, quantity: 1 },
        customizable_options: [
          { id: 6872, value_string: "68722" },
          { id: 6875, value_string: "12345" },
        ],
      },
    ])
    expect(res.errors).toBeUndefined()
    const line = res.data?.addSimpleProductsToCart?.cart.items[0]
    expect(line?.prices.price.value).toBe(24.98) // 15.99 + 8.99
    expect(line?.customizable_options?.map((o) => o.values[0]?.value)).toContain("12345")
  })

  it("AddVirtualProductToCartTest: a virtual product with its required option", async () => {
    const cartId = await createCart(server)
    const res = await add(
      server,
      "addVirtualProductsToCart",
      "AddVirtualProductsToCartInput",
      [
        {
          data: { sku: CLASS, quantity: 1 },
          customizable_options: [{ id: 6730, value_string: "67301" }],
        },
      ],
      cartId,
    )
    expect(res.errors).toBeUndefined()
    const line = res.data?.addVirtualProductsToCart?.cart.items[0]
    expect(line?.__typename).toBe("VirtualCartItem")
    expect(line?.prices.price.value).toBe(139.99)
    const missing = await add(
      server,
      "addVirtualProductsToCart",
      "AddVirtualProductsToCartInput",
      [{ data: { sku: CLASS, quantity: 1 } }],
      await createCart(server),
    )
    expect(missing.errors?.[0]?.message).toBe(
      `Could not add the product with SKU ${CLASS} to the shopping cart: The product's required option(s) weren't entered. Make sure the options are entered and try again.`,
    )
  })

  it("AddConfigurableProductToCartTest: the variant by sku under its parent", async () => {
    const configurable = (cartItems: unknown[], cartId: string) =>
      add(
        server,
        "addConfigurableProductsToCart",
        "AddConfigurableProductsToCartInput",
        cartItems,
        cartId,
      )
    const cartId = await createCart(server)
    const res = await configurable(
      [{ parent_sku: FM10, data: { sku: FM10_SILVER, quantity: 1 } }],
      cartId,
    )
    expect(res.errors).toBeUndefined()
    const line = res.data?.addConfigurableProductsToCart?.cart.items[0]
    expect(line?.__typename).toBe("ConfigurableCartItem")
    expect(line?.configured_variant?.sku).toBe(FM10_SILVER)
    const unknown = await configurable(
      [{ parent_sku: FM10, data: { sku: "NO-SUCH-VARIANT", quantity: 1 } }],
      cartId,
    )
    expect(unknown.errors?.[0]?.message).toBe("Could not find specified product.")
    expect(unknown.errors?.[0]?.extensions?.category).toBe("graphql-no-such-entity")
  })

  it("AddBundleProductToCartTest: selections by option and selection id", async () => {
    const cartId = await createCart(server)
    const res = await add(
      server,
      "addBundleProductsToCart",
      "AddBundleProductsToCartInput",
      [
        {
          data: { sku: CANON_KIT, quantity: 1 },
          bundle_options: [
            { id: 6500, quantity: 1, value: ["65000"] },
            { id: 6501, quantity: 1, value: ["65002"] },
            { id: 6502, quantity: 1, value: ["65005"] },
          ],
        },
      ],
      cartId,
    )
    expect(res.errors).toBeUndefined()
    const line = res.data?.addBundleProductsToCart?.cart.items[0]
    expect(line?.__typename).toBe("BundleCartItem")
    expect(line?.bundle_options?.map((o) => o.label)).toEqual([
      "Camera Body",
      "Lens",
      "Memory Card",
    ])
  })

  it("AddDownloadableProductToCartTest: links by id", async () => {
    const cartId = await createCart(server)
    const res = await add(
      server,
      "addDownloadableProductsToCart",
      "AddDownloadableProductsToCartInput",
      [{ data: { sku: PRESETS, quantity: 1 }, downloadable_product_links: [{ link_id: 6911 }] }],
      cartId,
    )
    expect(res.errors).toBeUndefined()
    const line = res.data?.addDownloadableProductsToCart?.cart.items[0]
    expect(line?.prices.price.value).toBe(38.99)
    expect(line?.links).toEqual([{ title: "Lightroom Mobile (.dng)" }])
  })
})
