// CategoryTree fields from a `categories` row and the request's category index.
import type { GraphqlContext } from "../graphql/context.js"
import type { CategoryIndex, CategoryRow } from "./categoryRepository.js"
import { type CategorySource, toCategorySource } from "./categorySource.js"
import type { ProductsArgs } from "./listingInput.js"
import { resolveProducts } from "./productsQuery.js"

export const CATEGORY_URL_SUFFIX = ".html"

/** Ancestors below the root, top first (Magento leaves out the root and the category itself). */
export const breadcrumbsOf = (index: CategoryIndex, category: CategoryRow) => {
  const ids = category.path.split("/").map(Number)
  const crumbs = ids
    .slice(0, -1)
    .map((id) => index.byId.get(id))
    .filter((c): c is CategoryRow => c !== undefined && c.level >= 2)
    .map((c) => ({
      category_id: c.id,
      category_uid: c.uid,
      category_name: c.name,
      category_level: c.level,
      category_url_key: c.url_key,
      category_url_path: c.url_path,
    }))
  return crumbs.length === 0 ? null : crumbs
}

type R<T> = (parent: CategorySource, args: Record<string, never>, context: GraphqlContext) => T

export const categoryTreeResolvers = {
  url_suffix: (() => CATEGORY_URL_SUFFIX) as R<string>,
  canonical_url: ((c) => `${c.url_path}${CATEGORY_URL_SUFFIX}`) as R<string>,
  relative_url: ((c) => `${c.url_path}${CATEGORY_URL_SUFFIX}`) as R<string>,
  redirect_code: (() => 0) as R<number>,
  type: (() => "CATEGORY") as R<string>,
  path_in_store: (() => null) as R<null>,
  updated_at: ((c) => c.created_at) as R<string>,
  landing_page: (() => null) as R<null>,
  available_sort_by: (() => null) as R<null>,
  filter_price_range: (() => null) as R<null>,
  custom_layout_update_file: (() => null) as R<null>,
  image: ((c, _a, context) =>
    c.image === null ? null : `${context.urls.base}media/${c.image}`) as R<string | null>,
  children_count: (async (c, _a, context) => {
    const index = await context.loaders.catalog.categories()
    return String(index.all.filter((d) => d.path.startsWith(`${c.path}/`)).length)
  }) as R<Promise<string>>,
  children: (async (c, _a, context) => {
    const index = await context.loaders.catalog.categories()
    return (index.children.get(c.id) ?? []).map(toCategorySource)
  }) as R<Promise<CategorySource[]>>,
  breadcrumbs: (async (c, _a, context) =>
    breadcrumbsOf(await context.loaders.catalog.categories(), c)) as R<Promise<unknown>>,
  products: async (
    c: CategorySource,
    args: Pick<ProductsArgs, "pageSize" | "currentPage" | "sort">,
    context: GraphqlContext,
  ) => resolveProducts({ ...args, filter: { category_id: { eq: String(c.id) } } }, context),
}
