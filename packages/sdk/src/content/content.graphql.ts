import { capabilityOperation } from "../graphql/capabilities.js"
import { gql, type TypedDocumentString } from "../graphql/document.js"
import type * as G from "../graphql/generated/operations.js"

export interface CmsPage {
  readonly identifier: string | null
  readonly url_key: string | null
  readonly title: string | null
  readonly content: string | null
  readonly content_heading: string | null
  readonly page_layout: string | null
  readonly meta_title: string | null
  readonly meta_description: string | null
  readonly meta_keywords: string | null
  readonly relative_url: string | null
}

export const CmsPageQuery: TypedDocumentString<G.CmsPageQuery, G.CmsPageQueryVariables> = gql`
  query cmsPage($identifier: String) {
    cmsPage(identifier: $identifier) {
      identifier
      url_key
      title
      content
      content_heading
      page_layout
      meta_title
      meta_description
      meta_keywords
      relative_url
    }
  }
`

export interface CmsBlock {
  readonly identifier: string | null
  readonly title: string | null
  readonly content: string | null
}

export const CmsBlocksQuery: TypedDocumentString<G.CmsBlocksQuery, G.CmsBlocksQueryVariables> = gql`
  query cmsBlocks($identifiers: [String]) {
    cmsBlocks(identifiers: $identifiers) {
      items {
        identifier
        title
        content
      }
    }
  }
`

/** One row of a mega menu group, exactly as the extension returns it (spec §3). */
export interface MegaMenuItem {
  readonly items_id: number | null
  readonly parent_id: number | null
  readonly title: string | null
  readonly link: string | null
  readonly target: string | null
  readonly li_class: string | null
  readonly a_class: string | null
  readonly a_id: string | null
  readonly icon: string | null
  readonly description: string | null
  readonly cols_nb: number | null
  readonly is_align_right: number | null
  readonly show_title: number | null
  readonly content_type: string | null
  readonly depth: string | null
  readonly end_level: number | null
  readonly sub_menu_div_class: string | null
}

export const MegaMenuQuery: TypedDocumentString<
  G.GetMegaMenuByGroupTitleQuery,
  G.GetMegaMenuByGroupTitleQueryVariables
> = capabilityOperation(
  "mega-menu",
  gql`
  query getMegaMenuByGroupTitle($title: String!) {
    getMegaMenuByGroupTitle(title: $title) {
      items_id
      parent_id
      title
      link
      target
      li_class
      a_class
      a_id
      icon
      description
      cols_nb
      is_align_right
      show_title
      content_type
      depth
      end_level
      sub_menu_div_class
    }
  }
  `,
)
