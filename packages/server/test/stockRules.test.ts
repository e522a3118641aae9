import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { startTestServer } from "../src/testing.js"
import {
  addProducts,
  cartMutation,
  createCart,
  placeOrder,
  prepareCheckout,
} from "./cartTestKit.js"
import { bothDrivers, graphql } from "./helpers.js"

// Fixture products with Magento stock item settings.
const DEVELOPER = "ILF-ID-11-DEVELOPER-1-L" // sold by the litre (is_qty_decimal), 60 L
const FIXER = "KOD-RAPID-FIXER-1-L" // by the litre, 2 L left, "Only {STOCK} left" label
const INSTAX = "FUJ-INSTAX-MINI-MONOCHROME" // min_sale_qty 2, 53 in stock
const SD_CARD = "SAN-EXTREME-PRO-SDXC-UHS-II-V90-64GB" // max_sale_qty 5, 95 in stock
const FILM = "ILF-FP4-PLUS-125-35MM-36-EXP" // whole units, 59 in stock
const LOW_CAMERA = "NIK-D780" // 2 in stock, "Only {STOCK} left" label

interface StockView {
  sku: string
  stock_status: string
  only_x_left_in_stock: number | null
  am_product_labels: { label_id: number; txt: string }[]
  am_category_labels: { label_id: number; txt: string }[]
}

/** As the storefront reads a product: a GET, which the response cache may answer. */
const stockOf = async (server: RunningServer, sku: string): Promise<StockView> => {
  const res = await graphql<{ products: { items: StockView[] } }>(
    server,
    `query q($sku: String!) { products(filter: { sku: { eq: $sku } }) { items {
      sku stock_status only_x_left_in_stock
      am_product_labels { label_id txt } am_category_labels { label_id txt } } } }`,
    { variables: { sku }, method: "GET" },
  )
  const item = res.data?.products.items[0]
  if (item === undefined) throw new Error(`No product ${sku}: ${JSON.stringify(res.errors)}`)
  return item
}

const FEW_LEFT = 5

describe.each(bothDrivers)("stock rules on $name", ({ databaseUrl }) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {})
  })
  afterAll(() => server?.close())

  const update = (cartId: string, uid: string | undefined, quantity: number) =>
    cartMutation(server, "updateCartItems", "UpdateCartItemsInput", {
      cart_id: cartId,
      cart_items: [{ cart_item_uid: uid, quantity }],
    })

  it("refuses more than the salable quantity at add (also summed with the line) and at update", async () => {
    const cartId = await createCart(server)
    const tooMany = await addProducts(server, cartId, [{ sku: LOW_CAMERA, quantity: 3 }])
    expect(tooMany.data?.addProductsToCart.user_errors).toEqual([
      { code: "INSUFFICIENT_STOCK", message: "The requested qty is not available" },
    ])
    expect(tooMany.data?.addProductsToCart.cart.items).toEqual([])
    const two = await addProducts(server, cartId, [{ sku: LOW_CAMERA, quantity: 2 }])
    expect(two.data?.addProductsToCart.user_errors).toEqual([])
    const third = await addProducts(server, cartId, [{ sku: LOW_CAMERA, quantity: 1 }])
    expect(third.data?.addProductsToCart.user_errors).toEqual([
      { code: "INSUFFICIENT_STOCK", message: "The requested qty is not available" },
    ])
    const line = third.data?.addProductsToCart.cart.items[0]
    expect(line?.quantity).toBe(2)
    const raised = await update(cartId, line?.uid, 3)
    expect(raised.errors?.[0]).toMatchObject({
      message: `Could not update the product with SKU ${LOW_CAMERA}: The requested qty is not available`,
      extensions: { category: "graphql-input" },
    })
    const lowered = await update(cartId, line?.uid, 1)
    expect(lowered.data?.updateCartItems.cart.items[0]?.quantity).toBe(1)
  })

  it("refuses a decimal quantity of a whole-unit product at add and update; nothing fails later", async () => {
    const cartId = await createCart(server)
    const decimal = await addProducts(server, cartId, [{ sku: FILM, quantity: 2.5 }])
    expect(decimal.data?.addProductsToCart.user_errors).toEqual([
      { code: "UNDEFINED", message: "You cannot use decimal quantity for this product." },
    ])
    expect(decimal.data?.addProductsToCart.cart.items).toEqual([])
    const whole = await addProducts(server, cartId, [{ sku: FILM, quantity: 2 }])
    const uid = whole.data?.addProductsToCart.cart.items[0]?.uid
    const updated = await update(cartId, uid, 1.5)
    expect(updated.errors?.[0]?.message).toBe(
      `Could not update the product with SKU ${FILM}: You cannot use decimal quantity for this product.`,
    )
  })

  it("sells a decimal product by the litre, through placeOrder, and takes the fraction from stock", async () => {
    const cartId = await createCart(server)
    const added = await addProducts(server, cartId, [{ sku: DEVELOPER, quantity: 2.5 }])
    expect(added.data?.addProductsToCart.user_errors).toEqual([])
    const line = added.data?.addProductsToCart.cart.items[0]
    expect(line).toMatchObject({ quantity: 2.5, prices: { row_total: { value: 29.98 } } })
    const updated = await update(cartId, line?.uid, 1.5)
    expect(updated.errors).toBeUndefined()
    expect(updated.data?.updateCartItems.cart.total_quantity).toBe(1.5)
    await prepareCheckout(server, cartId)
    const order = await placeOrder(server, cartId)
    expect(order.errors).toBeUndefined()
    expect(order.data?.placeOrder.order.order_number).toMatch(/^\d+$/)
    const stock = await graphql<{ products: { items: { qty: number }[] } }>(
      server,
      `{ products(filter: { sku: { eq: "${DEVELOPER}" } }) { items { qty } } }`,
    )
    expect(stock.data?.products.items[0]?.qty).toBe(58.5)
  })

  it("keeps min and max sale quantities per product at add and update", async () => {
    const cartId = await createCart(server)
    const one = await addProducts(server, cartId, [
      { sku: INSTAX, quantity: 1 },
      { sku: SD_CARD, quantity: 6 },
    ])
    expect(one.data?.addProductsToCart.user_errors).toEqual([
      { code: "INSUFFICIENT_STOCK", message: "The fewest you may purchase is 2." },
      {
        code: "UNDEFINED",
        message: "The requested qty exceeds the maximum qty allowed in shopping cart",
      },
    ])
    const ok = await addProducts(server, cartId, [
      { sku: INSTAX, quantity: 2 },
      { sku: SD_CARD, quantity: 5 },
    ])
    expect(ok.data?.addProductsToCart.user_errors).toEqual([])
    const [instax, card] = ok.data?.addProductsToCart.cart.items ?? []
    expect((await update(cartId, instax?.uid, 1)).errors?.[0]?.message).toBe(
      `Could not update the product with SKU ${INSTAX}: The fewest you may purchase is 2.`,
    )
    expect((await update(cartId, card?.uid, 6)).errors?.[0]?.message).toBe(
      `Could not update the product with SKU ${SD_CARD}: The requested qty exceeds the maximum qty allowed in shopping cart`,
    )
    // Adding to a full line counts the line's quantity too.
    const more = await addProducts(server, cartId, [{ sku: SD_CARD, quantity: 1 }])
    expect(more.data?.addProductsToCart.user_errors[0]?.message).toBe(
      "The requested qty exceeds the maximum qty allowed in shopping cart",
    )
  })

  it("only_x_left_in_stock and the 'Only {STOCK} left' label follow the stock after each order", async () => {
    await stockOf(server, LOW_CAMERA) // a cached answer that the order must not leave behind
    const before = await stockOf(server, LOW_CAMERA)
    expect(before.only_x_left_in_stock).toBe(2)
    expect(before.am_product_labels).toContainEqual({ label_id: FEW_LEFT, txt: "Only 2 left" })
    expect(before.am_category_labels).toContainEqual({ label_id: FEW_LEFT, txt: "Only 2 left" })
    const buy = async () => {
      const cartId = await createCart(server)
      await addProducts(server, cartId, [{ sku: LOW_CAMERA, quantity: 1 }])
      await prepareCheckout(server, cartId)
      const placed = await placeOrder(server, cartId)
      expect(placed.errors).toBeUndefined()
    }
    await buy()
    const after = await stockOf(server, LOW_CAMERA)
    expect(after.only_x_left_in_stock).toBe(1)
    expect(after.am_product_labels).toContainEqual({ label_id: FEW_LEFT, txt: "Only 1 left" })
    await buy()
    const soldOut = await stockOf(server, LOW_CAMERA)
    expect(soldOut).toMatchObject({ stock_status: "OUT_OF_STOCK", only_x_left_in_stock: null })
    expect(soldOut.am_product_labels.map((l) => l.label_id)).not.toContain(FEW_LEFT)
  })

  it("no label shows a raw variable", async () => {
    const res = await graphql<{ products: { items: StockView[] } }>(
      server,
      `{ products(search: "", pageSize: 300) { items { sku am_product_labels { label_id txt }
          am_category_labels { label_id txt } } } }`,
    )
    const texts = (res.data?.products.items ?? []).flatMap((p) =>
      [...p.am_product_labels, ...p.am_category_labels].map((l) => l.txt),
    )
    expect(texts.length).toBeGreaterThan(100)
    expect(texts.filter((t) => t.includes("{"))).toEqual([])
    const fixer = await stockOf(server, FIXER)
    expect(fixer.am_product_labels).toContainEqual({ label_id: FEW_LEFT, txt: "Only 2 left" })
  })
})
