import type { Breadcrumb, ProductDetails } from "../catalog/catalog.graphql.js"
import { categoryPath } from "../routing/routePaths.js"
import type { Crumb } from "./structuredData.js"

/**
 * A product's trail: its first category that has a path, that category's ancestors, then the
 * product itself (no link).
 */
export const productBreadcrumbs = (
  product: Pick<ProductDetails, "name" | "categories">,
): ReadonlyArray<Crumb> => {
  const category = (product.categories ?? []).find((c) => c?.url_path) ?? null
  const suffix = category?.url_suffix ?? null
  const own = category?.name ? [{ label: category.name, href: categoryPath(category) }] : []
  return [...ancestors(category?.breadcrumbs, suffix), ...own, { label: product.name ?? "" }]
}

/** A category's trail: its ancestors, then the category itself (no link). */
export const categoryBreadcrumbs = (category: {
  readonly name: string | null
  readonly url_suffix: string | null
  readonly breadcrumbs: ReadonlyArray<Breadcrumb | null> | null
}): ReadonlyArray<Crumb> => [
  ...ancestors(category.breadcrumbs, category.url_suffix),
  { label: category.name ?? "" },
]

const ancestors = (
  breadcrumbs: ReadonlyArray<Breadcrumb | null> | null | undefined,
  suffix: string | null,
): ReadonlyArray<Crumb> =>
  (breadcrumbs ?? []).flatMap((b) =>
    b?.category_name
      ? [
          {
            label: b.category_name,
            href: categoryPath({ url_path: b.category_url_path, url_suffix: suffix }),
          },
        ]
      : [],
  )
