import { buildCatalog, buildContent } from "@shutter/fixtures"
import { cmsBlocks, cmsPages, mediaFiles, megaMenuGroups, megaMenuItems } from "../db/schema.js"
import type { SeedStep } from "../db/seed.js"

/** CMS pages (each for every store view or for its own), blocks, the mega menu and its icons. */
export const contentSeed: SeedStep = {
  name: "content/cms-and-menu",
  run: async (tx) => {
    const content = buildContent(buildCatalog().categories)
    await tx.insert(cmsPages).values(
      content.cms_pages.map((page) => ({
        pageId: page.page_id,
        identifier: page.identifier,
        storeId: page.store_id,
        title: page.title,
        contentHeading: page.content_heading,
        content: page.content,
        pageLayout: page.page_layout,
        metaTitle: page.meta_title,
        metaDescription: page.meta_description,
        metaKeywords: page.meta_keywords,
        isActive: page.is_active,
      })),
    )
    await tx.insert(cmsBlocks).values(
      content.cms_blocks.map((block) => ({
        blockId: block.block_id,
        identifier: block.identifier,
        storeId: 0,
        title: block.title,
        content: block.content,
        isActive: block.is_active,
      })),
    )
    for (const group of content.mega_menu_groups) {
      await tx.insert(megaMenuGroups).values({ groupId: group.group_id, title: group.title })
      await tx.insert(megaMenuItems).values(
        group.items.map((item, position) => ({
          itemsId: item.items_id,
          groupId: group.group_id,
          position,
          parentId: item.parent_id,
          title: item.title,
          link: item.link,
          target: item.target,
          liClass: item.li_class,
          aClass: item.a_class,
          aId: item.a_id,
          icon: item.icon,
          description: item.description,
          colsNb: item.cols_nb,
          isAlignRight: item.is_align_right,
          showTitle: item.show_title,
          contentType: item.content_type,
          depth: item.depth,
          endLevel: item.end_level,
          subMenuDivClass: item.sub_menu_div_class,
        })),
      )
    }
    const encoder = new TextEncoder()
    if (content.images.length > 0)
      await tx
        .insert(mediaFiles)
        .values(
          content.images.map((image) => ({
            path: image.path,
            contentType: "image/svg+xml",
            body: encoder.encode(image.svg),
          })),
        )
        // The catalogue's seed may ship the same files: the first writer wins.
        .onConflictDoNothing()
  },
}
