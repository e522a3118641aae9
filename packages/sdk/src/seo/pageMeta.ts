// The document head's title, description and keywords from the catalogue's meta fields.
import type { CategoryDetails, ProductDetails } from "../catalog/catalog.graphql.js"
import { plainText, truncateText } from "./text.js"

export interface PageMeta {
  readonly title: string | undefined
  readonly description: string | undefined
  readonly keywords: string | undefined
}

/** Search engines show about 155 characters of a description. */
export const DESCRIPTION_MAX = 160

const firstText = (...candidates: ReadonlyArray<string | null | undefined>): string | undefined =>
  candidates.map((c) => c?.trim() ?? "").find((c) => c !== "")

/**
 * Magento's product page head: meta_title, else the name; meta_description, else the short
 * description (then the description) as text; meta_keyword.
 */
export const productMeta = (product: ProductDetails): PageMeta => {
  const description = firstText(
    product.meta_description,
    plainText(product.short_description?.html ?? ""),
    plainText(product.description?.html ?? ""),
  )
  return {
    title: firstText(product.meta_title, product.name),
    description: description === undefined ? undefined : truncateText(description, DESCRIPTION_MAX),
    keywords: firstText(product.meta_keyword),
  }
}

/** Magento's category head: meta_title, else the name; meta_description; meta_keywords. */
export const categoryMeta = (category: CategoryDetails): PageMeta => {
  const description = firstText(category.meta_description, plainText(category.description ?? ""))
  return {
    title: firstText(category.meta_title, category.name),
    description: description === undefined ? undefined : truncateText(description, DESCRIPTION_MAX),
    keywords: firstText(category.meta_keywords),
  }
}
