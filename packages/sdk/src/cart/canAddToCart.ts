import type { AddableProduct, EnteredOptionValue } from "./addItemInput.js"

// Apart from addToCartRules.ts (which builds Effect results) so "@shutter/sdk/rules" stays
// Effect-free: the product page's add-to-cart button and the cards need only this.

/** Spec §5: a configurable needs a chosen variant (one value per option); other types pass. */
export const canAddToCart = (input: {
  readonly product: Pick<AddableProduct, "__typename" | "configurable_options">
  readonly selectedOptions?: ReadonlyArray<string> | undefined
}): boolean => {
  if (input.product.__typename !== "ConfigurableProduct") return true
  const chosen = input.selectedOptions?.length ?? 0
  const needed = input.product.configurable_options?.length ?? 1
  return chosen > 0 && chosen >= needed
}

/**
 * What a product (a card's or a page's fields) tells of the choices the server asks for before
 * it takes the product; a field a card does not select is simply absent.
 */
export interface ChoosableProduct {
  readonly __typename: string
  readonly configurable_options?: ReadonlyArray<unknown> | null
  /** Downloadable: 1 when the shopper picks the links (each a "downloadable/{id}" uid). */
  readonly links_purchased_separately?: number | null
  readonly downloadable_product_links?: ReadonlyArray<{ readonly uid: string } | null> | null
  /** Customizable options; a page's carry their values' uids, a card's only `required`. */
  readonly options?: ReadonlyArray<{
    readonly required: boolean | null
    readonly uid?: string
    readonly value?: ReadonlyArray<{ readonly uid: string } | null> | null
  } | null> | null
}

export interface ChoicesInput {
  readonly product: ChoosableProduct
  /** Chosen value uids: variant values, links, option values, a gift-card amount. */
  readonly selectedOptions?: ReadonlyArray<string>
  /** Typed option values by option uid (text options, a gift card's open amount). */
  readonly enteredOptions?: Readonly<Record<string, EnteredOptionValue>>
}

const valueUids = (option: NonNullable<NonNullable<ChoosableProduct["options"]>[number]>) =>
  (option.value ?? []).flatMap((v) => (v ? [v.uid] : []))

const linksMissing = ({ product, selectedOptions = [] }: ChoicesInput): boolean => {
  if (product.__typename !== "DownloadableProduct" || product.links_purchased_separately !== 1)
    return false
  const links = product.downloadable_product_links
  // A card does not list the links: the shopper picks them on the page.
  if (links === undefined || links === null) return true
  const uids = links.flatMap((l) => (l ? [l.uid] : []))
  return uids.length > 0 && !uids.some((uid) => selectedOptions.includes(uid))
}

const requiredOptionMissing = ({
  product,
  selectedOptions = [],
  enteredOptions = {},
}: ChoicesInput): boolean =>
  (product.options ?? []).some((option) => {
    if (option?.required !== true) return false
    const typed = option.uid === undefined ? undefined : enteredOptions[option.uid]
    if (typed !== undefined && String(typed).trim() !== "") return false
    return !valueUids(option).some((uid) => selectedOptions.includes(uid))
  })

/**
 * The server refuses the product as it stands until the shopper chooses: a configurable's
 * variant, a downloadable's links when they are sold separately, a value of every required
 * customizable option, a gift card's amount. Without a choice (a card) this says whether the
 * product needs its page at all.
 */
export const choicesMissing = (input: ChoicesInput): boolean => {
  if (!canAddToCart(input)) return true
  if (input.product.__typename === "GiftCardProduct")
    return (
      (input.selectedOptions ?? []).length === 0 &&
      Object.keys(input.enteredOptions ?? {}).length === 0
    )
  return linksMissing(input) || requiredOptionMissing(input)
}
