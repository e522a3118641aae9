// Tables of the content domain (src/content): CMS pages and blocks, the mega menu.
import { boolean, index, integer, pgTable, text, unique } from "drizzle-orm/pg-core"

/** Magento's cms_page; `store_id` 0 = every store view (a store-specific row wins). */
export const cmsPages = pgTable(
  "cms_pages",
  {
    pageId: integer("page_id").primaryKey(),
    identifier: text("identifier").notNull(),
    storeId: integer("store_id").notNull().default(0),
    title: text("title").notNull(),
    contentHeading: text("content_heading").notNull().default(""),
    content: text("content").notNull().default(""),
    pageLayout: text("page_layout").notNull(),
    metaTitle: text("meta_title").notNull().default(""),
    metaDescription: text("meta_description").notNull().default(""),
    metaKeywords: text("meta_keywords").notNull().default(""),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [unique("cms_pages_identifier_store").on(t.identifier, t.storeId)],
)

/** Magento's cms_block; `store_id` 0 = every store view (a store-specific row wins). */
export const cmsBlocks = pgTable(
  "cms_blocks",
  {
    blockId: integer("block_id").primaryKey(),
    identifier: text("identifier").notNull(),
    storeId: integer("store_id").notNull().default(0),
    title: text("title").notNull(),
    content: text("content").notNull().default(""),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [unique("cms_blocks_identifier_store").on(t.identifier, t.storeId)],
)

export const megaMenuGroups = pgTable("mega_menu_groups", {
  groupId: integer("group_id").primaryKey(),
  title: text("title").notNull().unique(),
})

/** One MegaMenuItem row; `position` keeps the group's order. */
export const megaMenuItems = pgTable(
  "mega_menu_items",
  {
    itemsId: integer("items_id").primaryKey(),
    groupId: integer("group_id")
      .notNull()
      .references(() => megaMenuGroups.groupId, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    parentId: integer("parent_id").notNull(),
    title: text("title").notNull(),
    link: text("link").notNull().default(""),
    target: text("target").notNull().default(""),
    liClass: text("li_class").notNull().default(""),
    aClass: text("a_class").notNull().default(""),
    aId: text("a_id").notNull().default(""),
    icon: text("icon").notNull().default(""),
    description: text("description").notNull().default(""),
    colsNb: integer("cols_nb").notNull().default(1),
    isAlignRight: integer("is_align_right").notNull().default(0),
    showTitle: integer("show_title").notNull().default(1),
    contentType: text("content_type").notNull().default(""),
    depth: text("depth").notNull(),
    endLevel: integer("end_level").notNull().default(0),
    subMenuDivClass: text("sub_menu_div_class").notNull().default(""),
  },
  (t) => [index("mega_menu_items_group").on(t.groupId, t.position)],
)
