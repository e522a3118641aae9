import type { TypedDocumentNode } from "@graphql-typed-document-node/core"
import { Context, Data } from "effect"
import { type DefinitionNode, type DocumentNode, Kind, type SelectionSetNode, visit } from "graphql"

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
 * - "magento-2.4.7": names Magento added after the 2.4 reference (`guestOrder`).
 * - "wishlist-sharing": a wish list shared by e-mail (`shareWishlist`, `sharedWishlist`).
 * - "product-alerts": back-in-stock and price-drop alerts (`customer.product_alerts`,
 *   `subscribeProductAlert`, `unsubscribeProductAlert`; Magento's ProductAlert has no GraphQL).
 * - "used-gear-quotes": Shutter's used-gear quote requests (`submitUsedGearQuote`, `usedGearQuote`).
 * - "external-checkout": the external checkout's store settings (`external_checkout_*`).
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
  "used-gear-quotes",
  "external-checkout",
  "third-party-scripts",
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
const operationCapabilities = new WeakMap<DocumentNode, MagentoExtension>()

/**
 * Declares the fragments of `document` as belonging to `capability`: where the capability is
 * off, their spreads and definitions are left out of every document that uses them.
 */
export const capabilityFragment = (
  capability: MagentoExtension,
  document: DocumentNode,
): DocumentNode => {
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragmentCapabilities.set(definition.name.value, capability)
  }
  return document
}

/** Declares an operation that exists only with `capability` (its root field is an extension's). */
export const capabilityOperation = <R, V>(
  capability: MagentoExtension,
  document: TypedDocumentNode<R, V>,
): TypedDocumentNode<R, V> => {
  operationCapabilities.set(document, capability)
  return document
}

/** The capability an operation cannot be sent without, if any. */
export const operationCapability = (document: DocumentNode): MagentoExtension | undefined =>
  operationCapabilities.get(document)

const spreadNames = (definitions: ReadonlyArray<DefinitionNode>): Set<string> => {
  const names = new Set<string>()
  for (const definition of definitions) {
    visit(definition, {
      FragmentSpread: (node) => {
        names.add(node.name.value)
      },
    })
  }
  return names
}

const isEmpty = (set: SelectionSetNode | undefined) =>
  set !== undefined && set.selections.length === 0

/**
 * The document as sent to a Magento with `enabled` extensions: spreads of the other
 * capabilities' fragments removed, with the fragment definitions nothing uses any more.
 */
export const documentFor = <D extends DocumentNode>(
  document: D,
  enabled: ReadonlySet<MagentoExtension>,
): D => {
  const off = (name: string) => {
    const capability = fragmentCapabilities.get(name)
    return capability !== undefined && !enabled.has(capability)
  }
  const hasOff = document.definitions.some(
    (d) => d.kind === Kind.FRAGMENT_DEFINITION && off(d.name.value),
  )
  if (!hasOff) return document
  const stripped = document.definitions
    .filter((d) => !(d.kind === Kind.FRAGMENT_DEFINITION && off(d.name.value)))
    .map((d) =>
      visit(d, {
        FragmentSpread: (node) => (off(node.name.value) ? null : undefined),
        InlineFragment: { leave: (node) => (isEmpty(node.selectionSet) ? null : undefined) },
        // A field that only asked for the removed fields (`storeConfig { ...Off }`) goes too.
        Field: { leave: (node) => (isEmpty(node.selectionSet) ? null : undefined) },
      }),
    )
  // Fragments only the removed ones used (e.g. label fields) go too.
  let definitions: ReadonlyArray<DefinitionNode> = stripped
  for (;;) {
    const used = spreadNames(definitions)
    const next = definitions.filter(
      (d) => d.kind !== Kind.FRAGMENT_DEFINITION || used.has(d.name.value),
    )
    if (next.length === definitions.length) break
    definitions = next
  }
  // No `loc`: its source text would still hold what was left out.
  return { kind: Kind.DOCUMENT, definitions } as DocumentNode as D
}

/** Memoized `documentFor` per capability set (documents are module constants). */
export const documentsFor = (enabled: ReadonlySet<MagentoExtension>) => {
  const cache = new WeakMap<DocumentNode, DocumentNode>()
  return <D extends DocumentNode>(document: D): D => {
    const cached = cache.get(document)
    if (cached !== undefined) return cached as D
    const result = documentFor(document, enabled)
    cache.set(document, result)
    return result
  }
}
