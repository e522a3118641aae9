// categoryList / categories / category: Magento's CategoryFilterInput over the category index.

import type { GraphqlContext } from "../graphql/context.js"
import { inputError, noSuchEntityError } from "../graphql/errors.js"
import type {
  CategoryFilterInput,
  QueryCategoryArgs,
  QueryCategoryListArgs,
} from "../graphql/generated/resolvers.js"
import type { CategoryIndex, CategoryRow } from "./categoryRepository.js"
import { type CategorySource, toCategorySource } from "./categorySource.js"
import { type EqualInput, isEmptyFilter, uidToId, usedTogether } from "./listingInput.js"
import { matchFilterText } from "./matchFilter.js"

export type CategoryListArgs = QueryCategoryListArgs

const values = (input: EqualInput | null | undefined): string[] | undefined => {
  if (input === null || input === undefined) return undefined
  if (input.in !== undefined && input.in !== null)
    return input.in.filter((v): v is string => v !== null)
  if (input.eq !== undefined && input.eq !== null) return [input.eq]
  return undefined
}

const rootOf = (index: CategoryIndex, context: GraphqlContext): CategoryRow | undefined =>
  index.byId.get(uidToId(context.store.rootCategoryUid))

/** Categories of the store's tree matching every given filter; no filter → the root. */
export const filterCategories = (
  index: CategoryIndex,
  filters: CategoryFilterInput | null | undefined,
  context: GraphqlContext,
): CategoryRow[] => {
  const root = rootOf(index, context)
  if (root === undefined) return []
  const given = Object.values(filters ?? {}).some((f) => f !== null && f !== undefined)
  if (!given) return [root]
  const f = filters ?? {}
  if (!isEmptyFilter(f.ids) && !isEmptyFilter(f.category_uid))
    throw inputError(usedTogether("ids", "category_uid"))
  const inStore = index.all.filter((c) => c.id === root.id || c.path.startsWith(`${root.path}/`))
  const ids = values(f.ids)?.map(Number)
  const uids = values(f.category_uid)?.map(uidToId)
  const parentIds = values(f.parent_id)?.map(Number)
  const parentUids = values(f.parent_category_uid)?.map(uidToId)
  const urlKeys = values(f.url_key)
  const urlPaths = values(f.url_path)
  const name = matchFilterText(f.name?.match)?.toLowerCase()
  return inStore.filter(
    (c) =>
      (ids === undefined || ids.includes(c.id)) &&
      (uids === undefined || uids.includes(c.id)) &&
      (parentIds === undefined || parentIds.includes(c.parent_id)) &&
      (parentUids === undefined || parentUids.includes(c.parent_id)) &&
      (urlKeys === undefined || urlKeys.includes(c.url_key)) &&
      (urlPaths === undefined || urlPaths.includes(c.url_path)) &&
      (name === undefined || name === "" || c.name.toLowerCase().includes(name)),
  )
}

const page = (args: CategoryListArgs) => {
  const currentPage = args.currentPage ?? 1
  const pageSize = args.pageSize ?? 20
  if (currentPage < 1) throw inputError("currentPage value must be greater than 0.")
  if (pageSize < 1) throw inputError("pageSize value must be greater than 0.")
  return { currentPage, pageSize }
}

export const resolveCategories = async (args: CategoryListArgs, context: GraphqlContext) => {
  const { currentPage, pageSize } = page(args)
  const index = await context.loaders.catalog.categories()
  const all = filterCategories(index, args.filters, context)
  const totalPages = Math.ceil(all.length / pageSize)
  if (currentPage > totalPages && all.length > 0) {
    throw inputError(
      `currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`,
    )
  }
  return {
    items: all.slice((currentPage - 1) * pageSize, currentPage * pageSize).map(toCategorySource),
    total_count: all.length,
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: totalPages },
  }
}

export const resolveCategoryList = async (
  args: CategoryListArgs,
  context: GraphqlContext,
): Promise<CategorySource[]> => (await resolveCategories(args, context)).items

/** Magento's CheckCategoryIsActive / CategoryTree: an unknown or foreign category id. */
export const CATEGORY_NOT_FOUND = "Category doesn't exist"

/** Deprecated `category(id)`: the store's root when no id is given. */
export const resolveCategory = async (
  args: QueryCategoryArgs,
  context: GraphqlContext,
): Promise<CategorySource | null> => {
  const index = await context.loaders.catalog.categories()
  const root = rootOf(index, context)
  const row = args.id === undefined || args.id === null ? root : index.byId.get(args.id)
  if (row === undefined || root === undefined) throw noSuchEntityError(CATEGORY_NOT_FOUND)
  const inStore = row.id === root.id || row.path.startsWith(`${root.path}/`)
  if (!inStore) throw noSuchEntityError(CATEGORY_NOT_FOUND)
  return toCategorySource(row)
}
