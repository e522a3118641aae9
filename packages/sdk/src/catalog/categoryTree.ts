import type { CategoryNode } from "./catalog.graphql.js"

/** Spec §9: the menu's category list is read with page size 20. */
export const MENU_CATEGORY_PAGE_SIZE = 20

/**
 * Spec §7: the top-level menu entries are the children of the first category with
 * include_in_menu true (the root categoryList returns); children hidden from the menu are dropped
 * at every level.
 */
export const menuCategories = (
  list: ReadonlyArray<CategoryNode | null> | null,
): ReadonlyArray<CategoryNode> => {
  const root = (list ?? []).find((c): c is CategoryNode => c !== null && isInMenu(c))
  return root === undefined ? [] : visibleChildren(root)
}

const isInMenu = (category: CategoryNode): boolean => Boolean(category.include_in_menu)

const visibleChildren = (category: CategoryNode): ReadonlyArray<CategoryNode> =>
  (category.children ?? [])
    .filter((c): c is CategoryNode => c !== null && isInMenu(c))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((c) => ({ ...c, children: visibleChildren(c) }))
