import {
  type AddressForm,
  type AvailableShippingMethod,
  appliedGiftCardLines,
  BRAINTREE_METHOD_CODE,
  type CartItem,
  type CartModel,
  type CountryAddressRules,
  cartNeedsShipping,
  cheapestShippingMethod,
  countryAddressRules,
  DEFAULT_ADDRESS_RULES,
  firstOfflinePaymentMethod,
  type GuestCheckoutField,
  type GuestCheckoutForm,
  NO_SHIPPING_METHODS_MESSAGE,
  type PaymentChoice,
  regionInput,
  ShippingMethodError,
  STRIPE_METHOD_CODE,
  type Storefront,
  selectableShippingMethods,
  shippingMethodCode,
  shippingMethodTitle,
  validateGuestCheckoutForm,
} from "@shutter/sdk"
import { type Command, Option } from "commander"
import type { CliDeps } from "../deps.js"
import { printValue } from "../output.js"
import { type GlobalOptions, UsageError, withStorefront } from "../run.js"
import { formatMoney } from "../table.js"
import { collect, positiveInteger, subcommand } from "./subcommand.js"

interface CheckoutOptions {
  readonly email?: string
  readonly firstname?: string
  readonly lastname?: string
  readonly street?: string
  readonly city?: string
  readonly region?: string
  readonly postcode?: string
  readonly country?: string
  readonly telephone?: string
  readonly shipping?: string
  readonly payment?: string
  readonly card?: string
  readonly nonce?: string
  readonly giftCard: ReadonlyArray<string>
  readonly addressId?: number
}

/** The form fields as the checkout page names them; option flags name the same fields. */
const formOf = (options: CheckoutOptions): GuestCheckoutForm => ({
  email: options.email,
  firstname: options.firstname,
  lastname: options.lastname,
  street: options.street,
  city: options.city,
  region: options.region,
  postcode: options.postcode,
  country_code: options.country,
  telephone: options.telephone,
})

const flagOf = (field: GuestCheckoutField): string =>
  field === "country_code" ? "--country" : `--${field}`

/** Spec §5 texts, one line per field, exit 2 (before any order step). */
const validate = (form: GuestCheckoutForm, rules: CountryAddressRules): void => {
  const errors = Object.entries(validateGuestCheckoutForm(form, rules))
  if (errors.length > 0) {
    throw new UsageError(
      [
        "Invalid checkout details:",
        ...errors.map(([field, message]) => `  ${flagOf(field as GuestCheckoutField)}: ${message}`),
      ].join("\n"),
    )
  }
}

/** The country's rules from the store's directory (its regions, whether a postcode is needed). */
const rulesOf = async (storefront: Storefront, form: GuestCheckoutForm) =>
  countryAddressRules(
    await storefront.store.country({ id: (form.country_code ?? "").toUpperCase() }),
  )

const addressOf = (form: GuestCheckoutForm, rules: CountryAddressRules): AddressForm => ({
  firstname: form.firstname ?? "",
  lastname: form.lastname ?? "",
  street: form.street ?? "",
  city: form.city ?? "",
  country_code: (form.country_code ?? "").toUpperCase(),
  ...regionInput(form.region, rules),
  ...(form.postcode ? { postcode: form.postcode } : {}),
  ...(form.telephone ? { telephone: form.telephone } : {}),
})

/** From the methods the shipping address's answer lists (no request of its own). */
const chooseShipping = (cart: CartModel, wanted: string | undefined): AvailableShippingMethod => {
  const offered = selectableShippingMethods(cart.shipping_addresses[0] ?? null)
  if (offered.length === 0) {
    throw new ShippingMethodError({ reason: "unavailable", message: NO_SHIPPING_METHODS_MESSAGE })
  }
  const chosen =
    wanted === undefined
      ? cheapestShippingMethod(offered)
      : offered.find((m) => shippingMethodCode(m) === wanted)
  if (!chosen) {
    const codes = offered.map(shippingMethodCode).join(", ")
    throw new UsageError(`Unknown shipping method '${wanted}'; available: ${codes}`)
  }
  return chosen
}

/** From the methods the cart offers once shipping and billing are set (no request of its own). */
const choosePayment = (cart: CartModel, wanted: string | undefined) => {
  const methods = cart.available_payment_methods ?? []
  const chosen =
    wanted === undefined
      ? firstOfflinePaymentMethod(methods)
      : methods.find((m) => m !== null && m.code === wanted)
  if (!chosen) {
    const codes = methods.flatMap((m) => (m ? [m.code] : [])).join(", ")
    throw new UsageError(
      wanted === undefined
        ? `No offline payment method is available; available: ${codes}`
        : `Unknown payment method '${wanted}'; available: ${codes}`,
    )
  }
  return chosen
}

/** `--payment stripe` and `--payment braintree` name the modules' method codes. */
const PAYMENT_ALIASES: Readonly<Record<string, string>> = {
  stripe: STRIPE_METHOD_CODE,
  braintree: BRAINTREE_METHOD_CODE,
}

/** The payment choice the flags describe (checked before any request). */
const paymentChoiceOf = (
  options: CheckoutOptions,
): { readonly wanted: string | undefined; readonly choice: (code: string) => PaymentChoice } => {
  const wanted =
    options.payment === undefined
      ? undefined
      : (PAYMENT_ALIASES[options.payment] ?? options.payment)
  if (options.card !== undefined && wanted !== STRIPE_METHOD_CODE)
    throw new UsageError("--card goes with --payment stripe")
  if (options.nonce !== undefined && wanted !== BRAINTREE_METHOD_CODE)
    throw new UsageError("--nonce goes with --payment braintree")
  if (wanted === STRIPE_METHOD_CODE) {
    const card = options.card?.trim() ?? ""
    if (card === "")
      throw new UsageError(
        "--payment stripe needs --card <payment_method_id> (a Stripe PaymentMethod id, e.g. pm_card_visa)",
      )
    return { wanted, choice: () => ({ kind: "stripe", paymentMethodId: card }) }
  }
  if (wanted === BRAINTREE_METHOD_CODE) {
    const nonce = options.nonce?.trim() ?? ""
    if (nonce === "")
      throw new UsageError("--payment braintree needs --nonce <nonce> (Braintree's payment nonce)")
    return { wanted, choice: () => ({ kind: "braintree", nonce }) }
  }
  return { wanted, choice: (code) => ({ kind: "offline", code }) }
}

/** What `shutter checkout` prints: the order number plus the cart as it was ordered. */
export const orderSummary = (orderNumber: string, cart: CartModel) => {
  const shipping = cart.shipping_addresses[0]?.selected_shipping_method ?? null
  return {
    order_number: orderNumber,
    email: cart.email,
    items: (cart.items ?? [])
      .filter((i): i is CartItem => i !== null)
      .map((i) => ({
        uid: i.uid,
        sku: i.product.sku,
        name: i.product.name,
        quantity: i.quantity,
        row_total: i.prices?.row_total ?? null,
      })),
    total_quantity: cart.total_quantity,
    shipping_method: shipping && {
      code: shippingMethodCode(shipping),
      title: shippingMethodTitle(shipping),
      amount: shipping.amount,
    },
    payment_method: cart.selected_payment_method,
    applied_coupons: (cart.applied_coupons ?? []).flatMap((c) => (c ? [c.code] : [])),
    gift_cards: appliedGiftCardLines(cart).map((g) => ({
      code: g.maskedCode,
      applied: g.applied,
      remaining: g.remaining,
    })),
    prices: cart.prices,
  }
}

type OrderSummary = ReturnType<typeof orderSummary>

const summaryRows = (order: OrderSummary): ReadonlyArray<readonly [string, unknown]> => [
  ["Order number", order.order_number],
  ["Email", order.email],
  ["Items", order.items.map((i) => `${i.quantity} x ${i.name ?? i.sku}`)],
  [
    "Shipping",
    order.shipping_method &&
      `${order.shipping_method.title} (${formatMoney(order.shipping_method.amount)})`,
  ],
  ["Payment", order.payment_method?.title],
  ["Coupons", order.applied_coupons],
  ...order.gift_cards.map(
    (g) =>
      [
        `Gift card ${g.code}`,
        `-${formatMoney(g.applied)} (${formatMoney(g.remaining)} stays on the card)`,
      ] as const,
  ),
  ["Subtotal", formatMoney(order.prices?.subtotal_excluding_tax)],
  ["Grand total", formatMoney(order.prices?.grand_total)],
]

/** The form of a saved address: the server takes it by `customerAddressId`. */
const SAVED_ADDRESS: AddressForm = {
  firstname: "",
  lastname: "",
  street: "",
  city: "",
  country_code: "",
}

/** `shutter checkout`: a guest checkout of the current cart, in the order the checkout page runs. */
export const checkoutCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  subcommand("checkout", deps)
    .description("place an order for the current cart (as a guest, or as the signed-in customer)")
    .option("--email <email>", "contact email")
    .option("--firstname <name>", "first name")
    .option("--lastname <name>", "last name")
    .option("--street <street>", "street line")
    .option("--city <city>", "city")
    .option("--region <region>", "region code or name, e.g. CA")
    .option("--postcode <postcode>", "postcode")
    .option("--country <code>", "country code, e.g. US")
    .option("--telephone <phone>", "telephone")
    .option(
      "--shipping <carrier_method>",
      "shipping method (default: the cheapest available; not for a cart that ships nothing)",
    )
    .option(
      "--payment <code>",
      "payment method: a code, 'stripe' (with --card) or 'braintree' (with --nonce); default: the first offline method ('free' when gift cards pay it all)",
    )
    .option(
      "--card <payment_method_id>",
      "with --payment stripe: the card's Stripe PaymentMethod id (test cards: pm_card_visa, pm_card_chargeDeclined)",
    )
    .option("--nonce <nonce>", "with --payment braintree: the payment nonce Braintree's SDK made")
    .addOption(
      new Option("--gift-card <code>", "a gift card code to pay with, repeatable")
        .argParser(collect)
        .default([]),
    )
    .option(
      "--address-id <id>",
      "signed in: a saved address to ship and bill to (see shutter address list)",
      positiveInteger("--address-id"),
    )
    .action((options: CheckoutOptions) =>
      withStorefront(deps, globals(), async (storefront, global) => {
        const paying = paymentChoiceOf(options)
        const signedIn = storefront.customer.session.get().signedIn
        if (options.addressId !== undefined && !signedIn) {
          throw new UsageError("--address-id is for a signed-in customer (shutter account login)")
        }
        // A customer's cart carries the account's e-mail; a guest gives one.
        const email = signedIn ? (await storefront.customer.load())?.email : options.email
        const form = { ...formOf(options), email }
        let address: AddressForm
        if (options.addressId !== undefined) {
          address = { ...SAVED_ADDRESS, customerAddressId: options.addressId }
        } else {
          // What every country needs first (a missing country stops here), then its own rules.
          validate(form, { ...DEFAULT_ADDRESS_RULES, postcodeRequired: false })
          const rules = await rulesOf(storefront, form)
          validate(form, rules)
          address = addressOf(form, rules)
        }
        // The cart the email call returns says whether anything ships (no extra request).
        const cart = signedIn
          ? await storefront.cart.load({ realCart: true })
          : await storefront.checkout.setGuestEmail({ email: (form.email ?? "").trim() })
        if (cart === null) throw new UsageError("There is no cart to check out")
        const shipped = cartNeedsShipping(cart)
        if (!shipped && options.shipping !== undefined) {
          throw new UsageError(
            "This cart holds only virtual items (nothing ships): leave out --shipping",
          )
        }
        // The shipping address's answer lists its methods; the chosen one goes with the billing
        // address (one request). A virtual-only cart has no shipping address to copy: the
        // address is the billing one.
        const shipping = shipped
          ? chooseShipping(
              await storefront.checkout.setShippingAddress({ address }),
              options.shipping,
            )
          : undefined
        let billed = await storefront.checkout.setBillingAddress({
          address: { ...address, sameAsShipping: shipped },
          ...(shipping === undefined ? {} : { shippingMethod: shipping }),
        })
        for (const code of options.giftCard) billed = await storefront.cart.applyGiftCard({ code })
        const payment = choosePayment(billed, paying.wanted)
        const ordered = await storefront.payments.choose({ choice: paying.choice(payment.code) })
        const { orderNumber } = await storefront.payments.placeOrder()
        const order = orderSummary(orderNumber, ordered)
        if (!global.json) deps.out(`Order ${orderNumber} placed.`)
        printValue(deps, global.json, order, summaryRows(order))
      }),
    )
