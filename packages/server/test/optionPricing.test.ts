import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { startTestServer } from "../src/testing.js"
import {
  addProducts,
  type CartItemInput,
  createCart,
  placeOrder,
  prepareCheckout,
} from "./cartTestKit.js"
import { drivers, graphql } from "./helpers.js"

const b64 = (text: string) => Buffer.from(text).toString("base64")

// Canon EOS R3 Creator Kit (dynamic price): body $3,998.99; lens RF 24-240mm $899.99
// (default), RF 50mm f/1.2 L $2,399.00; card ProGrade 512GB $199.99 (default), SanDisk 512GB
// $79.99; accessories (quantity the shopper's to choose) B+W UV filter $69.99.
const CANON_KIT = "CAN-EOS-R3-KIT"
const canon = {
  body: b64("bundle/6500/65000/1"),
  fastLens: b64("bundle/6501/65002/1"),
  sanDisk: b64("bundle/6502/65005/1"),
  twoUvFilters: b64("bundle/6503/65006/2"),
}
// Leica SL3 Starter Kit (fixed price $8,819.99): the Vario-Elmarit 24-70mm lens adds $596.00,
// the ProGrade 512GB card the $110.00 it costs over the SanDisk 64GB, the UV filter (an accessory)
// its $69.99.
const LEICA_KIT = "LEI-SL3-KIT"
// 35mm C-41 Develop + Scan, $15.99, with an option of each kind (none required).
const C41 = "SHT-35MM-C-41-DEVELOP-SCAN"
const c41 = {
  largeScans: b64("custom-option/6871/68711"), // +50 %
  standardScans: b64("custom-option/6871/68710"),
  pushTwoStops: b64("custom-option/6872/68722"), // +$8.99
  prints: b64("custom-option/6873/68730"), // +$8.99
  sleeves: b64("custom-option/6873/68731"), // +$2.99
  tiff: b64("custom-option/6874/68741"), // +$5.00
  dng: b64("custom-option/6874/68742"), // +$5.00
  envelopeName: b64("custom-option/6875"), // field, 30 characters
  notes: b64("custom-option/6876"), // area
  rushDate: b64("custom-option/6877"), // date, +25 %
}
const CLASS = "SHT-INTRO-TO-YOUR-MIRRORLESS-CAMERA" // $139.99, required "Session"
const TUESDAY = b64("custom-option/6730/67301")

const REQUIRED_MISSING =
  "The product's required option(s) weren't entered. Make sure the options are entered and try again."

describe.each(drivers)("prices from the chosen options on $name", ({ databaseUrl }) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {})
  })
  afterAll(() => server?.close())

  const addOne = async (item: CartItemInput) => {
    const res = await addProducts(server, await createCart(server), [item])
    const out = res.data?.addProductsToCart
    return { errors: out?.user_errors ?? [], items: out?.cart.items ?? [], cart: out?.cart }
  }

  it("prices a dynamic bundle from the selections chosen, not its defaults", async () => {
    const { errors, items } = await addOne({
      sku: CANON_KIT,
      quantity: 2,
      selected_options: [canon.body, canon.fastLens, canon.sanDisk, canon.twoUvFilters],
    })
    expect(errors).toEqual([])
    // 3,998.99 + 2,399.00 + 79.99 + 2 × 69.99
    expect(items[0]?.prices.price.value).toBe(6617.96)
    expect(items[0]?.prices.row_total.value).toBe(13235.92)
    expect(items[0]?.bundle_options).toEqual([
      expect.objectContaining({
        label: "Camera Body",
        values: [expect.objectContaining({ label: "Canon EOS R3", price: 3998.99, quantity: 1 })],
      }),
      expect.objectContaining({
        label: "Lens",
        values: [
          expect.objectContaining({ label: "Canon RF 50mm f/1.2 L USM", price: 2399, quantity: 1 }),
        ],
      }),
      expect.objectContaining({
        label: "Memory Card",
        values: [expect.objectContaining({ price: 79.99, quantity: 1 })],
      }),
      expect.objectContaining({
        label: "Accessories",
        values: [
          expect.objectContaining({
            label: "B+W 82mm XS-Pro UV-Haze MRC nano",
            price: 69.99,
            quantity: 2,
            uid: canon.twoUvFilters,
          }),
        ],
      }),
    ])
  })

  it("takes a selection's quantity from entered_options, and only where it may change", async () => {
    const { items } = await addOne({
      sku: CANON_KIT,
      quantity: 1,
      selected_options: [canon.body, canon.fastLens, canon.sanDisk, b64("bundle/6502/65005/5")],
      entered_options: [{ uid: b64("bundle/6503/65006"), value: "3" }],
    })
    // The card's quantity is fixed at 1; the filter's is the shopper's: 3 × 69.99.
    expect(items[0]?.prices.price.value).toBe(3998.99 + 2399 + 79.99 + 209.97)
  })

  it("prices the defaults when nothing is chosen, and refuses incomplete or foreign choices", async () => {
    const defaults = await addOne({ sku: CANON_KIT, quantity: 1 })
    expect(defaults.items[0]?.prices.price.value).toBe(5098.97)
    const incomplete = await addOne({
      sku: CANON_KIT,
      quantity: 1,
      selected_options: [canon.body, canon.fastLens],
    })
    expect(incomplete.errors).toEqual([
      { code: "UNDEFINED", message: "Please select all required options." },
    ])
    const foreign = await addOne({
      sku: CANON_KIT,
      quantity: 1,
      selected_options: [canon.body, canon.fastLens, canon.sanDisk, b64("bundle/6541/65402/1")],
    })
    expect(foreign.errors).toEqual([
      { code: "UNDEFINED", message: "The options you selected are not available." },
    ])
  })

  it("prices a fixed-price bundle as its price plus the chosen selections' prices", async () => {
    const defaults = await addOne({ sku: LEICA_KIT, quantity: 1 })
    expect(defaults.items[0]?.prices.price.value).toBe(8819.99)
    const upgraded = await addOne({
      sku: LEICA_KIT,
      quantity: 1,
      selected_options: [
        b64("bundle/6540/65400/1"),
        b64("bundle/6541/65402/1"),
        b64("bundle/6542/65405/1"),
        b64("bundle/6543/65406/1"),
      ],
    })
    expect(upgraded.errors).toEqual([])
    // 8,819.99 + 596.00 + 110.00 + 69.99
    expect(upgraded.items[0]?.prices.price.value).toBe(9595.98)
    expect(upgraded.items[0]?.bundle_options?.[1]).toMatchObject({
      label: "Lens",
      values: [{ label: "Leica Vario-Elmarit-SL 24-70mm f/2.8 ASPH.", price: 596, quantity: 1 }],
    })
  })

  it("charges a downloadable's links only when they are sold separately", async () => {
    const one = await addOne({
      sku: "SHT-PORTRA-FILM-LOOK-LIGHTROOM-PRESETS",
      quantity: 1,
      selected_options: [b64("downloadable/6911")],
    })
    expect(one.items[0]?.prices.price.value).toBe(38.99) // 29.00 + 9.99
    expect(one.items[0]?.links).toEqual([
      expect.objectContaining({ title: "Lightroom Mobile (.dng)", price: 9.99 }),
    ])
    const none = await addOne({ sku: "SHT-PORTRA-FILM-LOOK-LIGHTROOM-PRESETS", quantity: 1 })
    expect(none.errors).toEqual([{ code: "UNDEFINED", message: "Please specify product link(s)." }])
    const included = await addOne({ sku: "SHT-MOODY-LANDSCAPE-PRESETS", quantity: 1 })
    expect(included.errors).toEqual([])
    expect(included.items[0]?.prices.price.value).toBe(19)
    expect(included.items[0]?.links?.map((l) => l.title)).toEqual([
      "Lightroom Classic (.xmp)",
      "Lightroom Mobile (.dng)",
    ])
  })

  it("adds every kind of customizable option to the price, fixed and percent", async () => {
    const { errors, items } = await addOne({
      sku: C41,
      quantity: 2,
      selected_options: [
        c41.largeScans,
        c41.pushTwoStops,
        c41.prints,
        c41.sleeves,
        c41.tiff,
        c41.dng,
      ],
      entered_options: [
        { uid: c41.envelopeName, value: "Ansel Adams" },
        { uid: c41.notes, value: "Please scan the frames\nas TIFF too." },
        { uid: c41.rushDate, value: "2026-12-01" },
      ],
    })
    expect(errors).toEqual([])
    // 15.99 + 50 % (8.00) + 8.99 + 8.99 + 2.99 + 5.00 + 5.00 + 25 % (4.00)
    expect(items[0]?.prices.price.value).toBe(58.96)
    expect(items[0]?.prices.row_total.value).toBe(117.92)
    expect(items[0]?.customizable_options).toEqual([
      {
        label: "Scan size",
        values: [{ label: "Large scans (6000 × 4000 px)", value: "Large scans (6000 × 4000 px)" }],
      },
      { label: "Push / pull", values: [{ label: "Push 2 stops", value: "Push 2 stops" }] },
      {
        label: "Extras",
        values: [
          { label: "4 × 6 in prints", value: "4 × 6 in prints" },
          { label: "Archival sleeves", value: "Archival sleeves" },
        ],
      },
      {
        label: "Scan formats",
        values: [
          { label: "TIFF", value: "TIFF" },
          { label: "DNG", value: "DNG" },
        ],
      },
      { label: "Name on the envelope", values: [{ label: "", value: "Ansel Adams" }] },
      {
        label: "Notes for the lab",
        values: [{ label: "", value: "Please scan the frames\nas TIFF too." }],
      },
      { label: "Rush: ready by", values: [{ label: "", value: "2026-12-01" }] },
    ])
    const prices = await graphql<{
      cart: { items: { customizable_options: { label: string; values: { price: unknown }[] }[] }[] }
    }>(
      server,
      `query { cart(cart_id: "${await cartWith(server, {
        sku: C41,
        quantity: 1,
        selected_options: [c41.largeScans, c41.prints],
      })}") { items { ... on VirtualCartItem { customizable_options { label values { price { value units type } } } } } } }`,
    )
    expect(prices.data?.cart.items[0]?.customizable_options.map((o) => o.values[0]?.price)).toEqual(
      [
        { value: 50, units: "%", type: "PERCENT" },
        { value: 8.99, units: "$", type: "FIXED" },
      ],
    )
  })

  it("refuses a missing required option, a second radio value and text over its length", async () => {
    const missing = await addOne({ sku: CLASS, quantity: 1 })
    expect(missing.errors).toEqual([{ code: "UNDEFINED", message: REQUIRED_MISSING }])
    const session = await addOne({ sku: CLASS, quantity: 1, selected_options: [TUESDAY] })
    expect(session.items[0]?.prices.price.value).toBe(139.99)
    const twoSizes = await addOne({
      sku: C41,
      quantity: 1,
      selected_options: [c41.largeScans, c41.standardScans],
    })
    expect(twoSizes.errors).toEqual([
      {
        code: "UNDEFINED",
        message: "Some of the selected item options are not currently available.",
      },
    ])
    const long = await addOne({
      sku: C41,
      quantity: 1,
      entered_options: [{ uid: c41.envelopeName, value: "A name much longer than thirty letters" }],
    })
    expect(long.errors).toEqual([
      { code: "UNDEFINED", message: "The text is too long. Shorten the text and try again." },
    ])
  })

  it("orders carry the chosen options and their prices", async () => {
    const cartId = await createCart(server)
    const added = await addProducts(server, cartId, [
      {
        sku: CANON_KIT,
        quantity: 1,
        selected_options: [canon.body, canon.fastLens, canon.sanDisk, canon.twoUvFilters],
      },
      {
        sku: C41,
        quantity: 1,
        selected_options: [
          c41.largeScans,
          c41.pushTwoStops,
          c41.prints,
          c41.sleeves,
          c41.tiff,
          c41.dng,
        ],
        entered_options: [
          { uid: c41.envelopeName, value: "Ansel Adams" },
          { uid: c41.rushDate, value: "2026-12-01" },
        ],
      },
      {
        sku: "SHT-PORTRA-FILM-LOOK-LIGHTROOM-PRESETS",
        quantity: 1,
        selected_options: [b64("downloadable/6911")],
      },
    ])
    expect(added.data?.addProductsToCart.user_errors).toEqual([])
    await prepareCheckout(server, cartId, "options@example.com")
    const number = (await placeOrder(server, cartId)).data?.placeOrder.order.order_number ?? ""
    const res = await graphql<{
      guestOrder: {
        items: {
          product_sku: string
          product_sale_price: { value: number }
          selected_options: { label: string; value: string }[]
          entered_options: { label: string; value: string }[]
        }[]
        total: {
          subtotal: { value: number }
          total_tax: { value: number }
          grand_total: { value: number }
        }
      }
    }>(
      server,
      `query o($input: OrderInformationInput!) { guestOrder(input: $input) {
        items { product_sku product_sale_price { value } selected_options { label value } entered_options { label value } }
        total { subtotal { value } total_tax { value } grand_total { value } } } }`,
      { variables: { input: { number, email: "options@example.com", postcode: "90001" } } },
    )
    const order = res.data?.guestOrder
    expect(order?.items).toEqual([
      {
        product_sku: CANON_KIT,
        product_sale_price: { value: 6617.96 },
        selected_options: [
          { label: "Camera Body", value: "1 x Canon EOS R3" },
          { label: "Lens", value: "1 x Canon RF 50mm f/1.2 L USM" },
          { label: "Memory Card", value: "1 x SanDisk Extreme PRO SDXC UHS-I V30 512GB" },
          { label: "Accessories", value: "2 x B+W 82mm XS-Pro UV-Haze MRC nano" },
        ],
        entered_options: [],
      },
      {
        product_sku: C41,
        product_sale_price: { value: 58.96 },
        selected_options: [
          { label: "Scan size", value: "Large scans (6000 × 4000 px)" },
          { label: "Push / pull", value: "Push 2 stops" },
          { label: "Extras", value: "4 × 6 in prints, Archival sleeves" },
          { label: "Scan formats", value: "TIFF, DNG" },
        ],
        entered_options: [
          { label: "Name on the envelope", value: "Ansel Adams" },
          { label: "Rush: ready by", value: "2026-12-01" },
        ],
      },
      {
        product_sku: "SHT-PORTRA-FILM-LOOK-LIGHTROOM-PRESETS",
        product_sale_price: { value: 38.99 },
        selected_options: [{ label: "Links", value: "Lightroom Mobile (.dng)" }],
        entered_options: [],
      },
    ])
    // Subtotal 6,617.96 + 58.96 + 38.99; California's 7.25 % per row; flat rate $5.00.
    expect(order?.total.subtotal.value).toBe(6715.91)
    expect(order?.total.total_tax.value).toBe(486.9)
    expect(order?.total.grand_total.value).toBe(7207.81)
  })
})

const cartWith = async (server: RunningServer, item: CartItemInput): Promise<string> => {
  const cartId = await createCart(server)
  await addProducts(server, cartId, [item])
  return cartId
}
