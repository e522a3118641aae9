import { Context, Data } from "effect"
import { type DefinitionText, documentOf, type GraphqlDocument } from "./document.js"

/**
 * What a Magento installation serves beyond Magento Open Source 2.4 (schema/magento/extensions.graphql
 * and schema/shutter-extensions.graphql at the repository root):
 * - "amasty-labels": Amasty Product Labels (`am_product_labels`, `am_category_labels`).
 * - "amasty-coupons": Amasty Multiple Coupons (`amastyApplyCouponToCart`).
 * - "warranty": the warranty module (`hasWarranty`/`warranty` on cart lines, `addWarrantyToCart`,
 *   the `warranty_*` store configuration).
 * - "mega-menu": the mega-menu module (`getMegaMenuByGroupTitle`).
 * - "gift-cards": Adobe Commerce gift cards (`GiftCardProduct`, `GiftCardCartItem`,
 *   `applied_gift_cards`, `giftCardAccount`, `applyGiftCardToCart`, `removeGiftCardFromCart`).
 * - "custom-attributes": the catalogue's own product attributes (`manufacturer_name`,
 *   `stock_display_status`, `tab_box`, `stu_price`, …), `SelectedBundleOptionValue.qty` and a
 *   filter option's swatch (`AggregationOption.swatch_data`).
 * - "magento-2.4.7": names Magento added after the 2.4 reference (`guestOrder`, `confirmEmail`).
 * - "wishlist-sharing": a wish list shared by e-mail (`shareWishlist`, `sharedWishlist`).
 * - "product-alerts": back-in-stock and price-drop alerts (`customer.product_alerts`,
 *   `subscribeProductAlert`, `unsubscribeProductAlert`; Magento's ProductAlert has no GraphQL).
 * - "review-status": a review's moderation status (`ProductReview.status`), shown on the customer's
 *   own reviews.
 * - "used-gear-quotes": Shutter's used-gear quote requests (`submitUsedGearQuote`, `usedGearQuote`).
 * - "external-checkout": the external checkout's store settings (`external_checkout_*`).
 * - "stripe-payments": Stripe's module for Magento (`getStripeConfiguration`, the
 *   `stripe_payments` card method and its 3-D Secure answer).
 * - "third-party-scripts": Shutter's store settings for third-party scripts (`chat_widget_script_url`,
 *   `chat_widget_key`, … `ratings_widget_key`) and for CMS pages' guards (`cms_page_guards`).
 */
export const MAGENTO_EXTENSIONS = [
  "amasty-labels",
  "amasty-coupons",
  "warranty",
  "mega-menu",
  "gift-cards",
  "custom-attributes",
  "magento-2.4.7",
  "wishlist-sharing",
  "product-alerts",
  "review-status",
  "used-gear-quotes",
  "external-checkout",
  "third-party-scripts",
  "stripe-payments",
] as const

export type MagentoExtension = (typeof MAGENTO_EXTENSIONS)[number]

export const isMagentoExtension = (name: string): name is MagentoExtension =>
  (MAGENTO_EXTENSIONS as ReadonlyArray<string>).includes(name)

/**
 * A comma-separated list of extension names (e.g. an environment variable): empty text is no
 * extension (stock Magento); names not in `MAGENTO_EXTENSIONS` come back in `unknown`.
 */
export const parseMagentoExtensions = (
  text: string,
): {
  readonly extensions: ReadonlyArray<MagentoExtension>
  readonly unknown: ReadonlyArray<string>
} => {
  const names = text
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "")
  return {
    extensions: names.filter(isMagentoExtension),
    unknown: names.filter((name) => !isMagentoExtension(name)),
  }
}

/** The extensions the Magento behind the endpoint serves; default: all (the Shutter server). */
export const MagentoCapabilities = Context.Reference<ReadonlySet<MagentoExtension>>(
  "@shutter/sdk/MagentoCapabilities",
  { defaultValue: () => new Set(MAGENTO_EXTENSIONS) },
)

/** The feature needs a Magento extension the configured installation does not have. */
export class FeatureUnavailableError extends Data.TaggedError("FeatureUnavailableError")<{
  readonly capability: MagentoExtension
  readonly operationName: string
  readonly message: string
}> {
  readonly retryable = false
}

const fragmentCapabilities = new Map<string, MagentoExtension>()
const operationCapabilities = new WeakMap<GraphqlDocument, MagentoExtension>()

/**
 * Declares the fragments of `document` as belonging to `capability`: where the capability is
 * off, their spreads and definitions are left out of every document that uses them.
 */
export const capabilityFragment = <D extends GraphqlDocument>(
  capability: MagentoExtension,
  document: D,
): D => {
  for (const definition of document.definitions) {
    if (definition.kind === "fragment") fragmentCapabilities.set(definition.name, capability)
  }
  return document
}

/** Declares an operation that exists only with `capability` (its root field is an extension's). */
export const capabilityOperation = <D extends GraphqlDocument>(
  capability: MagentoExtension,
  document: D,
): D => {
  operationCapabilities.set(document, capability)
  return document
}

/** The capability an operation cannot be sent without, if any. */
export const operationCapability = (document: GraphqlDocument): MagentoExtension | undefined =>
  operationCapabilities.get(document)

const SPREAD = /\.\.\.\s*([_A-Za-z]\w*)/g

/**
 * A field or inline fragment whose selection set is empty, e.g. `storeConfig { }` once its only
 * spread is gone (arguments hold no parentheses in the SDK's documents).
 */
const EMPTY_SELECTION =
  /(\.\.\.\s*on\s+\w+|[_A-Za-z]\w*(\s*:\s*[_A-Za-z]\w*)?(\s*\([^()]*\))?)(\s*@\w+(\([^()]*\))?)*\s*\{\s*\}/g

const withoutEmptySelections = (text: string): string => {
  for (;;) {
    const next = text.replace(EMPTY_SELECTION, "")
    if (next === text) return text
    text = next
  }
}

/**
 * The document as sent to a Magento with `enabled` extensions: spreads of the other
 * capabilities' fragments removed, fields and inline fragments left with nothing to select
 * removed, and the fragment definitions nothing uses any more (e.g. label fields) left out.
 */
export const documentFor = <D extends GraphqlDocument>(
  document: D,
  enabled: ReadonlySet<MagentoExtension>,
): D => {
  const off = (name: string) => {
    const capability = fragmentCapabilities.get(name)
    return capability !== undefined && !enabled.has(capability)
  }
  if (!document.definitions.some((d) => d.kind === "fragment" && off(d.name))) return document
  let definitions: ReadonlyArray<DefinitionText> = document.definitions
    .filter((d) => !(d.kind === "fragment" && off(d.name)))
    .map((d) => ({
      ...d,
      text: withoutEmptySelections(
        d.text.replace(SPREAD, (spread, name: string) =>
          name !== "on" && off(name) ? "" : spread,
        ),
      ),
    }))
  for (;;) {
    const used = new Set(definitions.flatMap((d) => [...d.text.matchAll(SPREAD)].map((m) => m[1])))
    const next = definitions.filter((d) => d.kind !== "fragment" || used.has(d.name))
    if (next.length === definitions.length) break
    definitions = next
  }
  return documentOf(definitions) as D
}

/** Memoized `documentFor` per capability set (documents are module constants). */
export const documentsFor = (enabled: ReadonlySet<MagentoExtension>) => {
  const cache = new WeakMap<GraphqlDocument, GraphqlDocument>()
  return <D extends GraphqlDocument>(document: D): D => {
    const cached = cache.get(document)
    if (cached !== undefined) return cached as D
    const result = documentFor(document, enabled)
    cache.set(document, result)
    return result
  }
}
