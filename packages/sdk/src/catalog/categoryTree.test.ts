import { describe, expect, it } from "vitest"
import type { CategoryNode } from "./catalog.graphql.js"
import { MENU_CATEGORY_PAGE_SIZE, menuCategories } from "./categoryTree.js"

const node = (uid: string, fields: Partial<CategoryNode> = {}): CategoryNode => ({
  uid,
  name: uid,
  position: 0,
  level: 1,
  product_count: 0,
  url_path: uid,
  url_suffix: ".html",
  is_anchor: 1,
  include_in_menu: 1,
  children: [],
  ...fields,
})

describe("spec §7 menu categories", () => {
  it("reads 20 categories per page", () => {
    expect(MENU_CATEGORY_PAGE_SIZE).toBe(20)
  })

  it("top-level entries are the children of the first category with include_in_menu true", () => {
    const tree = menuCategories([
      node("hidden-root", { include_in_menu: 0, children: [node("nope")] }),
      node("root", {
        children: [
          node("video", { position: 2 }),
          node("photography", {
            position: 1,
            children: [node("film"), node("secret", { include_in_menu: 0 })],
          }),
          node("not-in-menu", { include_in_menu: 0 }),
        ],
      }),
      node("second-root", { children: [node("other")] }),
    ])
    expect(tree.map((c) => c.uid)).toEqual(["photography", "video"])
    expect(tree[0]?.children?.map((c) => c?.uid)).toEqual(["film"])
  })

  it("is empty when no category is in the menu", () => {
    expect(menuCategories([node("root", { include_in_menu: 0 })])).toEqual([])
    expect(menuCategories(null)).toEqual([])
  })
})
