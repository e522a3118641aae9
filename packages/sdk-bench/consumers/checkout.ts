// A full consumer: browse, cart, coupon, checkout, sign-in, orders, wish list, addresses.
import { createStorefront, isStorefrontError } from "@shutter/sdk"

const shop = createStorefront({ endpoint: "/graphql" })
try {
  const product = await shop.catalog.productByUrlKey({ urlKey: "canon-eos-r5" })
  await shop.cart.addItem({ product, quantity: 1 })
  await shop.cart.applyCoupon({ code: "SUMMER10" })
  await shop.customer.signIn({ email: "ada@example.com", password: "secret" })
  const [address] = await shop.addresses.list()
  if (address) await shop.checkout.setShippingAddress({ address })
  const [method] = await shop.checkout.shippingMethods()
  if (method) await shop.checkout.setShippingMethod(method)
  await shop.checkout.setPaymentMethod({ code: "checkmo" })
  const order = await shop.checkout.placeOrder()
  const orders = await shop.orders.list()
  await shop.wishlist.load()
  console.log(order, orders.totalCount)
} catch (error) {
  if (!isStorefrontError(error)) throw error
  console.log(error._tag, error.message)
}
