// Medusa's JS SDK doing the same kind of work, for comparison.
import Medusa from "@medusajs/js-sdk"

const sdk = new Medusa({ baseUrl: "https://shop.example", publishableKey: "pk_test" })
const { products } = await sdk.store.product.list({ q: "lens" })
const { cart } = await sdk.store.cart.create({})
await sdk.store.cart.createLineItem(cart.id, { variant_id: "variant", quantity: 1 })
await sdk.auth.login("customer", "emailpass", { email: "ada@example.com", password: "secret" })
const { orders } = await sdk.store.order.list()
console.log(products.length, orders.length)
