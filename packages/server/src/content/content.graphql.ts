import type { GraphqlContext } from "../graphql/context.js"
import { inputError, noSuchEntityError } from "../graphql/errors.js"
import type {
  QueryCmsBlocksArgs,
  QueryCmsPageArgs,
  QueryGetMegaMenuByGroupTitleArgs,
} from "../graphql/generated/resolvers.js"
import { MEDIA_PATH } from "../store/storeConfig.js"
import {
  type CmsBlockRow,
  type CmsPageRow,
  findActiveCmsBlocks,
  findCmsPageById,
  findCmsPageByIdentifier,
  listMegaMenuItems,
  type MegaMenuItemRow,
} from "./contentRepository.js"
import { renderProductListWidget } from "./productListWidget.js"
import { productListWidgets, referencedBlockIds, renderDirectives } from "./renderDirectives.js"

// Magento 2.4's CmsGraphQl shapes, plus the mega-menu extension (extensions.graphql).
// CmsPage is also a `route` result: RoutableInterface itself is declared by the routing domain.
export const contentTypeDefs = /* GraphQL */ `
  type Query {
    cmsPage(id: Int @deprecated, identifier: String): CmsPage
    cmsBlocks(identifiers: [String]): CmsBlocks
    getMegaMenuByGroupTitle(title: String!): [MegaMenuItem]
  }

  type CmsPage implements RoutableInterface {
    relative_url: String
    redirect_code: Int!
    type: UrlRewriteEntityTypeEnum
    identifier: String
    url_key: String
    title: String
    content: String
    content_heading: String
    page_layout: String
    meta_title: String
    meta_description: String
    meta_keywords: String
  }

  type CmsBlocks {
    items: [CmsBlock]
  }

  type CmsBlock {
    identifier: String
    title: String
    content: String
  }

  # Magento's category landing page block; our categories have none (landing_page is null).
  extend interface CategoryInterface {
    cms_block: CmsBlock
  }

  extend type CategoryTree {
    cms_block: CmsBlock
  }

  type MegaMenuItem {
    items_id: Int
    parent_id: Int
    title: String
    link: String
    target: String
    li_class: String
    a_class: String
    a_id: String
    icon: String
    description: String
    cols_nb: Int
    is_align_right: Int
    show_title: Int
    content_type: String
    depth: String
    end_level: Int
    sub_menu_div_class: String
  }
`

// Texts of Magento's CmsGraphQl resolvers (api-functional CmsPageTest / CmsBlockTest).
// CmsGraphQl's Page resolver text, its quotes included.
export const PAGE_ID_REQUIRED = '"Page id/identifier should be specified"'
export const BLOCK_IDENTIFIERS_REQUIRED = '"identifiers" of CMS blocks should be specified'
export const pageNotFound = (key: string | number): string =>
  `The CMS page with the "${key}" ID doesn't exist.`
export const blockNotFound = (key: string): string =>
  `The CMS block with the "${key}" ID doesn't exist.`
/** Magento's bare NoSuchEntityException text: a disabled page asked for by id. */
export const NO_SUCH_ENTITY = "No such entity."

/** A CmsPage as GraphQL returns it; routing adds its own relative_url/redirect_code. */
export interface CmsPageObject {
  readonly __typename: "CmsPage"
  readonly page_id: number
  readonly relative_url: string
  readonly redirect_code: number
  readonly type: "CMS_PAGE"
  readonly identifier: string
  readonly url_key: string
  readonly title: string
  readonly content: string
  readonly content_heading: string
  readonly page_layout: string
  readonly meta_title: string
  readonly meta_description: string
  readonly meta_keywords: string
}

const renderContent = async (
  context: GraphqlContext,
  content: string,
  blocks?: readonly CmsBlockRow[],
): Promise<string> => {
  const ids = referencedBlockIds(content)
  const found =
    blocks ?? (ids.length > 0 ? await findActiveCmsBlocks(context.db, ids, context.store.id) : [])
  const byKey = new Map<string, string>()
  // Store-specific rows come last (ordered by store id) and so overwrite the shared ones.
  for (const block of found) {
    byKey.set(block.identifier, block.content)
    byKey.set(String(block.blockId), block.content)
  }
  // Product lists read the catalogue: render them first, the page's and its blocks' alike.
  const widgets = [content, ...byKey.values()].flatMap(productListWidgets)
  const productLists = new Map(
    await Promise.all(
      widgets.map(async (w) => [w.key, await renderProductListWidget(context, w.params)] as const),
    ),
  )
  return renderDirectives(content, {
    baseUrl: context.urls.base,
    mediaBaseUrl: `${context.urls.base}${MEDIA_PATH}`,
    blocks: byKey,
    productLists,
  })
}

/** The GraphQL object of an active page (content rendered like Magento's widget filter). */
export const toCmsPageObject = async (
  context: GraphqlContext,
  page: CmsPageRow,
): Promise<CmsPageObject> => ({
  __typename: "CmsPage",
  page_id: page.pageId,
  relative_url: page.identifier,
  redirect_code: 0,
  type: "CMS_PAGE",
  identifier: page.identifier,
  url_key: page.identifier,
  title: page.title,
  content: await renderContent(context, page.content),
  content_heading: page.contentHeading,
  page_layout: page.pageLayout,
  meta_title: page.metaTitle,
  meta_description: page.metaDescription,
  meta_keywords: page.metaKeywords,
})

interface CmsBlockObject {
  readonly identifier: string
  readonly title: string
  readonly content: string
}

const toMegaMenuItem = (row: MegaMenuItemRow) => ({
  items_id: row.itemsId,
  parent_id: row.parentId,
  title: row.title,
  link: row.link,
  target: row.target,
  li_class: row.liClass,
  a_class: row.aClass,
  a_id: row.aId,
  icon: row.icon,
  description: row.description,
  cols_nb: row.colsNb,
  is_align_right: row.isAlignRight,
  show_title: row.showTitle,
  content_type: row.contentType,
  depth: row.depth,
  end_level: row.endLevel,
  sub_menu_div_class: row.subMenuDivClass,
})

export const contentResolvers = {
  CategoryTree: {
    // A category shows a CMS block only with a landing page, which none of ours has.
    cms_block: () => null,
  },
  Query: {
    cmsPage: async (
      _parent: unknown,
      args: QueryCmsPageArgs,
      context: GraphqlContext,
    ): Promise<CmsPageObject> => {
      if (args.identifier !== undefined && args.identifier !== null) {
        const page = await findCmsPageByIdentifier(context.db, args.identifier, context.store.id)
        // Magento's GetPageByIdentifier only sees active pages: a disabled one is "missing".
        if (page === undefined || !page.isActive)
          throw noSuchEntityError(pageNotFound(args.identifier))
        return toCmsPageObject(context, page)
      }
      if (args.id !== undefined && args.id !== null) {
        const page = await findCmsPageById(context.db, args.id)
        if (page === undefined || (page.storeId !== 0 && page.storeId !== context.store.id))
          throw noSuchEntityError(pageNotFound(args.id))
        if (!page.isActive) throw noSuchEntityError(NO_SUCH_ENTITY)
        return toCmsPageObject(context, page)
      }
      throw inputError(PAGE_ID_REQUIRED)
    },

    // Each identifier gets its item or, in its place, a no-such-entity error (Magento answers
    // the found blocks as data and the others as errors, in one response).
    cmsBlocks: async (
      _parent: unknown,
      args: QueryCmsBlocksArgs,
      context: GraphqlContext,
    ): Promise<{ items: (CmsBlockObject | Error)[] }> => {
      const keys = (args.identifiers ?? []).map((key) => key ?? "")
      if (keys.length === 0) throw inputError(BLOCK_IDENTIFIERS_REQUIRED)
      const rows = await findActiveCmsBlocks(context.db, keys, context.store.id)
      const items: (CmsBlockObject | Error)[] = []
      for (const key of keys) {
        const matches = rows.filter((row) =>
          /^\d+$/.test(key) ? String(row.blockId) === key : row.identifier === key,
        )
        const block = matches.at(-1)
        items.push(
          block === undefined
            ? noSuchEntityError(blockNotFound(key))
            : {
                identifier: block.identifier,
                title: block.title,
                content: await renderContent(context, block.content, []),
              },
        )
      }
      return { items }
    },

    getMegaMenuByGroupTitle: async (
      _parent: unknown,
      args: QueryGetMegaMenuByGroupTitleArgs,
      context: GraphqlContext,
    ) => (await listMegaMenuItems(context.db, args.title)).map(toMegaMenuItem),
  },
}
