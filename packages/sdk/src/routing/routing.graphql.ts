import type { TypedDocumentNode } from "@graphql-typed-document-node/core"
import gql from "graphql-tag"
import { type CategoryDetails, CategoryDetailsFields } from "../catalog/catalog.graphql.js"

/** What `route(url)` answers: the entity behind a URL, or a redirect. */
export interface RouteData extends Partial<Omit<CategoryDetails, "uid">> {
  readonly __typename: string
  readonly relative_url: string | null
  readonly redirect_code: number
  readonly type: "PRODUCT" | "CATEGORY" | "CMS_PAGE" | null
  /** Products. */
  readonly sku?: string | null
  readonly url_key?: string | null
  /** Products and categories. */
  readonly uid?: string
  /** CMS pages. */
  readonly identifier?: string | null
  readonly title?: string | null
  // Categories also answer their CategoryDetails fields (name, meta, breadcrumbs).
}

/**
 * A category's own fields (name, meta, breadcrumbs) ride on the route: after it, a category
 * page needs one request (its listing), not a second one for breadcrumbs and meta.
 */
export const RouteQuery: TypedDocumentNode<
  { readonly route: RouteData | null },
  { readonly url: string }
> = gql`
  query route($url: String!) {
    route(url: $url) {
      __typename
      relative_url
      redirect_code
      type
      ... on ProductInterface {
        uid
        sku
        url_key
      }
      ... on CategoryTree {
        ...CategoryDetailsFields
      }
      ... on CmsPage {
        identifier
        title
      }
    }
  }
  ${CategoryDetailsFields}
`
