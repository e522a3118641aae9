import { capabilityFragment } from "../graphql/capabilities.js"
import { gql, type TypedDocumentString } from "../graphql/document.js"
import type * as G from "../graphql/generated/operations.js"
import type { Money } from "./pricing.js"

// Documents, typed by their generated result and variables types (G, from `npm run codegen`), and
// the models the SDK hands out (every field nullable as in Magento 2.4, custom fields from
// extensions.graphql, optional: a stock Magento does not send them). Product fields follow spec §3.

export interface ProductPrice {
  readonly final_price: Money
  readonly regular_price: Money
  /** Absent where a document selects the compact price (variants, bundle and grouped children). */
  readonly discount?: {
    readonly amount_off: number | null
    readonly percent_off: number | null
  } | null
}

export interface PriceRange {
  readonly minimum_price: ProductPrice
  /** Absent where a document selects the compact price (variants, bundle and grouped children). */
  readonly maximum_price?: ProductPrice | null
}

export interface ProductImage {
  readonly url: string | null
  readonly label: string | null
  readonly position: number | null
  readonly disabled: boolean | null
}

export interface AmLabel {
  readonly label_id: number | null
  readonly product_id: number | null
  readonly name: string | null
  readonly txt: string | null
  readonly is_visible: boolean | null
  readonly image: string | null
  readonly position: string | null
  readonly size: string | null
  readonly style: string | null
  readonly tooltip_settings: {
    readonly status: number | null
    readonly color: string | null
    readonly text_color: string | null
    readonly text: string | null
  } | null
  readonly customer_group_ids: string | null
  readonly redirect_url: string | null
  readonly alt_tag: string | null
}

export interface Breadcrumb {
  readonly category_uid: string
  readonly category_name: string | null
  readonly category_level: number | null
  readonly category_url_key: string | null
  readonly category_url_path: string | null
}

export type ProductTypename =
  | "SimpleProduct"
  | "ConfigurableProduct"
  | "BundleProduct"
  | "DownloadableProduct"
  | "VirtualProduct"
  | "GroupedProduct"
  | (string & {})

export interface ConfigurableOption {
  readonly uid: string
  readonly attribute_uid: string
  readonly attribute_code: string | null
  readonly label: string | null
  readonly position: number | null
  readonly values: ReadonlyArray<{
    readonly uid: string | null
    readonly value_index: number | null
    readonly label: string | null
    readonly swatch_data: { readonly value: string | null } | null
  } | null> | null
}

/** What a product card shows (listings, upsell and related rows, search overlay). */
export interface ProductCard {
  readonly __typename: ProductTypename
  readonly uid: string
  readonly id: number | null
  readonly sku: string | null
  readonly name: string | null
  readonly stock_status: "IN_STOCK" | "OUT_OF_STOCK" | null
  readonly qty?: number | null
  readonly low_stock_pop_up?: number | null
  readonly stock_display_status?: string | null
  readonly button_text?: string | null
  readonly manufacturer_name?: string | null
  readonly manufacturer_part_no?: string | null
  readonly discontinued?: number | null
  readonly hideprice?: number | null
  readonly hidestock?: number | null
  readonly special_order?: number | null
  readonly only_x_left_in_stock: number | null
  readonly category_image?: string | null
  readonly thumbnail: ProductImage | null
  readonly url_key: string | null
  readonly url_suffix: string | null
  readonly url_rewrites: ReadonlyArray<{ readonly url: string | null } | null> | null
  readonly price_range: PriceRange
  readonly am_category_labels?: ReadonlyArray<AmLabel | null> | null
  readonly rating_summary: number
  readonly review_count: number
  /** Configurable products only (swatches on the card). */
  readonly configurable_options?: ReadonlyArray<ConfigurableOption | null> | null
  /** Downloadable products only (ProductCardChoiceFields): 1 when links are bought one by one. */
  readonly links_purchased_separately?: number | null
  /** Customizable options (ProductCardChoiceFields on cards: `required` only). */
  readonly options?: ReadonlyArray<{ readonly required: boolean | null } | null> | null
}

export const ProductPriceFields = gql`
  fragment ProductPriceFields on ProductPrice {
    final_price {
      value
      currency
    }
    regular_price {
      value
      currency
    }
    discount {
      amount_off
      percent_off
    }
  }
`

/**
 * The minimum final and regular price only: enough for the special-price and discount rules,
 * and small enough that a product page stays under Magento's query complexity limit (300).
 */
export const CompactPriceRangeFields = gql`
  fragment CompactPriceRangeFields on PriceRange {
    minimum_price {
      final_price {
        value
        currency
      }
      regular_price {
        value
        currency
      }
    }
  }
`

export const AmLabelFields = capabilityFragment(
  "amasty-labels",
  gql`
  fragment AmLabelFields on AmLabel {
    label_id
    product_id
    name
    txt
    is_visible
    image
    position
    size
    style
    tooltip_settings {
      status
      color
      text_color
      text
    }
    customer_group_ids
    redirect_url
    alt_tag
  }
  `,
)

export const ConfigurableOptionFields = gql`
  fragment ConfigurableOptionFields on ConfigurableProductOptions {
    uid
    attribute_uid
    attribute_code
    label
    position
    values {
      uid
      value_index
      label
      swatch_data {
        value
      }
    }
  }
`

// The catalogue's own attributes and the Amasty labels, where the installation has them.
const ProductCardAttributes = capabilityFragment(
  "custom-attributes",
  gql`
    fragment ProductCardAttributes on ProductInterface {
      qty
      low_stock_pop_up
      stock_display_status
      button_text
      manufacturer_name
      manufacturer_part_no
      discontinued
      hideprice
      hidestock
      special_order
      category_image
    }
  `,
)

const ProductCardLabels = capabilityFragment(
  "amasty-labels",
  gql`
    fragment ProductCardLabels on ProductInterface {
      am_category_labels {
        ...AmLabelFields
      }
    }
    ${AmLabelFields}
  `,
)

export const ProductCardFields = gql`
  fragment ProductCardFields on ProductInterface {
    __typename
    uid
    id
    sku
    name
    stock_status
    ...ProductCardAttributes
    only_x_left_in_stock
    thumbnail {
      url
      position
      disabled
      label
    }
    url_key
    url_suffix
    url_rewrites {
      url
    }
    price_range {
      minimum_price {
        ...ProductPriceFields
      }
      maximum_price {
        ...ProductPriceFields
      }
    }
    ...ProductCardLabels
    rating_summary
    review_count
    ... on ConfigurableProduct {
      configurable_options {
        ...ConfigurableOptionFields
      }
    }
  }
  ${ProductPriceFields}
  ${ProductCardAttributes}
  ${ProductCardLabels}
  ${ConfigurableOptionFields}
`

/**
 * What a card needs to tell whether its product takes choices on its page (links sold
 * separately, a required option). Not part of ProductCardFields: the product page's document,
 * which spreads those, already selects the full links and options and sits at Magento's
 * complexity limit.
 */
export const ProductCardChoiceFields = gql`
  fragment ProductCardChoiceFields on ProductInterface {
    ... on DownloadableProduct {
      links_purchased_separately
    }
    ... on CustomizableProductInterface {
      options {
        required
      }
    }
  }
`

export interface Review {
  readonly summary: string
  readonly text: string
  readonly nickname: string
  readonly created_at: string
  readonly average_rating: number
  readonly ratings_breakdown: ReadonlyArray<{ readonly name: string; readonly value: string }>
}

export interface PageInfo {
  readonly current_page: number | null
  readonly page_size: number | null
  readonly total_pages: number | null
}

export interface ReviewWithRating extends Review {
  /** The breakdown entry named "Rating" (spec §3). */
  readonly rating: number
}

export interface ReviewPage {
  readonly items: ReadonlyArray<ReviewWithRating>
  readonly pageInfo: PageInfo
  readonly reviewCount: number
  /**
   * Stars out of 5 over ALL the product's reviews: its `rating_summary` (0–100), the figure its
   * card shows; never worked out from one page of reviews.
   */
  readonly averageRating: number
}

export const ReviewFields = gql`
  fragment ReviewFields on ProductReview {
    summary
    text
    nickname
    created_at
    average_rating
    ratings_breakdown {
      name
      value
    }
  }
`

export interface CustomizableOption {
  readonly __typename: string
  readonly uid: string
  readonly title: string | null
  readonly required: boolean | null
  readonly sort_order: number | null
  /** Drop-down, radio, checkbox and multiple-select options: their choices. */
  readonly value?: ReadonlyArray<{
    readonly uid: string
    readonly option_type_id: number | null
    readonly title: string | null
    readonly price: number | null
    readonly price_type: string | null
    readonly sku: string | null
    readonly sort_order: number | null
  } | null> | null
  /** Field, area and date options: their one value (aliased: the schema's `value` differs by type). */
  readonly single_value?: {
    readonly uid: string
    readonly price: number | null
    readonly price_type: string | null
    readonly sku: string | null
    readonly max_characters?: number | null
  } | null
}

export interface BundleItem {
  readonly uid: string | null
  readonly option_id: number | null
  readonly title: string | null
  readonly required: boolean | null
  readonly type: string | null
  readonly position: number | null
  readonly sku: string | null
  readonly options: ReadonlyArray<{
    readonly uid: string
    readonly id: number | null
    readonly label: string | null
    readonly quantity: number | null
    readonly position: number | null
    readonly is_default: boolean | null
    readonly price: number | null
    readonly price_type: string | null
    readonly can_change_quantity: boolean | null
    readonly product: {
      readonly __typename: ProductTypename
      readonly uid: string
      readonly sku: string | null
      readonly name: string | null
      readonly stu_price?: number | null
      readonly stock_status: "IN_STOCK" | "OUT_OF_STOCK" | null
      readonly thumbnail: ProductImage | null
      readonly price_range: PriceRange
    } | null
  } | null> | null
}

/** Everything a product page shows (spec §3 Product). */
export interface ProductDetails extends ProductCard {
  readonly tab_box?: string | null
  readonly tab_specs_dims?: string | null
  readonly short_description: { readonly html: string } | null
  readonly description: { readonly html: string } | null
  readonly meta_title: string | null
  readonly meta_keyword: string | null
  readonly meta_description: string | null
  readonly special_price: number | null
  readonly am_product_labels?: ReadonlyArray<AmLabel | null> | null
  readonly media_gallery: ReadonlyArray<
    (ProductImage & { readonly __typename: string; readonly video_content?: unknown }) | null
  > | null
  readonly categories: ReadonlyArray<{
    readonly uid: string
    readonly name: string | null
    readonly url_suffix: string | null
    readonly url_path: string | null
    readonly breadcrumbs: ReadonlyArray<Breadcrumb | null> | null
  } | null> | null
  // Related and upsell products are not part of the details: `Catalog.linkedProducts` loads
  // both lists in one request (Magento's query complexity limit is 300).
  /**
   * The first page of reviews, sent with the details (one request for a product page); absent
   * on products that did not come from `productByUrlKey`/`productBySku`.
   */
  readonly reviews?: ReviewPage
  readonly options?: ReadonlyArray<CustomizableOption | null> | null
  readonly variants?: ReadonlyArray<{
    readonly attributes: ReadonlyArray<{
      readonly uid: string
      readonly code: string | null
      readonly label: string | null
      readonly value_index: number | null
    } | null> | null
    readonly product: {
      readonly uid: string
      readonly sku: string | null
      readonly name: string | null
      readonly stock_status: "IN_STOCK" | "OUT_OF_STOCK" | null
      readonly only_x_left_in_stock: number | null
      readonly thumbnail: ProductImage | null
      readonly price_range: PriceRange
    } | null
  } | null> | null
  readonly items?: ReadonlyArray<unknown> | null
  readonly dynamic_price?: boolean | null
  readonly downloadable_product_links?: ReadonlyArray<{
    readonly uid: string
    readonly title: string | null
    readonly sort_order: number | null
    readonly price: number | null
    readonly sample_url: string | null
  } | null> | null
  readonly downloadable_product_samples?: ReadonlyArray<{
    readonly title: string | null
    readonly sort_order: number | null
    readonly sample_url: string | null
  } | null> | null
  readonly links_purchased_separately?: number | null
  readonly links_title?: string | null
}

/** A grouped product's child (spec §3: "grouped … items with position"). */
export interface GroupedItem {
  readonly qty: number | null
  readonly position: number | null
  readonly product: GroupedChild | null
}

/** What a grouped product's page shows of each child. */
export interface GroupedChild {
  readonly __typename: ProductTypename
  readonly uid: string
  readonly sku: string | null
  readonly name: string | null
  readonly stock_status: "IN_STOCK" | "OUT_OF_STOCK" | null
  readonly only_x_left_in_stock: number | null
  readonly hideprice?: number | null
  readonly thumbnail: ProductImage | null
  readonly price_range: PriceRange
}

export const CustomizableOptionFields = gql`
  fragment CustomizableOptionFields on CustomizableOptionInterface {
    __typename
    uid
    title
    required
    sort_order
    ... on CustomizableFieldOption {
      single_value: value {
        uid
        price
        price_type
        sku
        max_characters
      }
    }
    ... on CustomizableAreaOption {
      single_value: value {
        uid
        price
        price_type
        sku
        max_characters
      }
    }
    ... on CustomizableDropDownOption {
      value {
        uid
        option_type_id
        title
        price
        price_type
        sku
        sort_order
      }
    }
    ... on CustomizableRadioOption {
      value {
        uid
        option_type_id
        title
        price
        price_type
        sku
        sort_order
      }
    }
    ... on CustomizableCheckboxOption {
      value {
        uid
        option_type_id
        title
        price
        price_type
        sku
        sort_order
      }
    }
    ... on CustomizableMultipleOption {
      value {
        uid
        option_type_id
        title
        price
        price_type
        sku
        sort_order
      }
    }
    ... on CustomizableDateOption {
      single_value: value {
        uid
        price
        price_type
        sku
      }
    }
  }
`

const ProductDetailsAttributes = capabilityFragment(
  "custom-attributes",
  gql`
    fragment ProductDetailsAttributes on ProductInterface {
      tab_box
      tab_specs_dims
    }
    fragment BundleChildAttributes on ProductInterface {
      stu_price
    }
    fragment GroupedChildAttributes on ProductInterface {
      hideprice
    }
  `,
)

const ProductDetailsLabels = capabilityFragment(
  "amasty-labels",
  gql`
    fragment ProductDetailsLabels on ProductInterface {
      am_product_labels {
        ...AmLabelFields
      }
    }
    ${AmLabelFields}
  `,
)

export const ProductDetailsFields = gql`
  fragment ProductDetailsFields on ProductInterface {
    ...ProductCardFields
    ...ProductDetailsAttributes
    short_description {
      html
    }
    description {
      html
    }
    meta_title
    meta_keyword
    meta_description
    special_price
    ...ProductDetailsLabels
    media_gallery {
      __typename
      url
      label
      position
      disabled
      ... on ProductVideo {
        video_content {
          media_type
          video_provider
          video_url
          video_title
          video_description
          video_metadata
        }
      }
    }
    categories {
      uid
      name
      url_suffix
      url_path
      breadcrumbs {
        category_uid
        category_name
        category_level
        category_url_key
        category_url_path
      }
    }
    ... on CustomizableProductInterface {
      options {
        ...CustomizableOptionFields
      }
    }
    ... on ConfigurableProduct {
      variants {
        attributes {
          uid
          code
          label
          value_index
        }
        product {
          uid
          sku
          name
          stock_status
          only_x_left_in_stock
          thumbnail {
            url
            position
            disabled
            label
          }
          price_range {
            ...CompactPriceRangeFields
          }
        }
      }
    }
    ... on BundleProduct {
      dynamic_price
      items {
        uid
        option_id
        title
        required
        type
        position
        sku
        options {
          uid
          id
          label
          quantity
          position
          is_default
          price
          price_type
          can_change_quantity
          product {
            __typename
            uid
            sku
            name
            ...BundleChildAttributes
            stock_status
            thumbnail {
              url
              position
              disabled
              label
            }
            price_range {
              ...CompactPriceRangeFields
            }
          }
        }
      }
    }
    ... on GroupedProduct {
      items {
        qty
        position
        product {
          __typename
          uid
          sku
          name
          stock_status
          only_x_left_in_stock
          ...GroupedChildAttributes
          thumbnail {
            url
            position
            disabled
            label
          }
          price_range {
            ...CompactPriceRangeFields
          }
        }
      }
    }
    ... on DownloadableProduct {
      links_purchased_separately
      links_title
      downloadable_product_links {
        uid
        title
        sort_order
        price
        sample_url
      }
      downloadable_product_samples {
        title
        sort_order
        sample_url
      }
    }
  }
  ${ProductCardFields}
  ${ProductDetailsAttributes}
  ${ProductDetailsLabels}
  ${CompactPriceRangeFields}
  ${CustomizableOptionFields}
`

export interface Aggregation {
  readonly attribute_code: string
  readonly label: string | null
  readonly count: number | null
  readonly position: number | null
  readonly options: ReadonlyArray<{
    readonly label: string | null
    readonly value: string
    readonly count: number | null
    /** "custom-attributes" only: the option's swatch (a colour's hex). */
    readonly swatch_data?: { readonly type: string | null; readonly value: string | null } | null
  } | null> | null
}

// A filter option's swatch (the colour filter's colours), where the installation has it.
const AggregationOptionSwatch = capabilityFragment(
  "custom-attributes",
  gql`
    fragment AggregationOptionSwatch on AggregationOption {
      swatch_data {
        type
        value
      }
    }
  `,
)

/** One request per listing page: items, aggregations (filters), paging and total (spec §7). */
export const ProductListQuery: TypedDocumentString<
  G.ProductListQuery,
  G.ProductListQueryVariables
> = gql`
  query productList(
    $search: String
    $filter: ProductAttributeFilterInput
    $pageSize: Int = 10
    $currentPage: Int = 1
    $sort: ProductAttributeSortInput
  ) {
    products(
      search: $search
      filter: $filter
      pageSize: $pageSize
      currentPage: $currentPage
      sort: $sort
    ) {
      items {
        ...ProductCardFields
        ...ProductCardChoiceFields
      }
      # The category filter offers the current category's own children (Magento 2.4.7).
      aggregations(filter: { category: { includeDirectChildrenOnly: true } }) {
        attribute_code
        label
        count
        position
        options {
          label
          value
          count
          ...AggregationOptionSwatch
        }
      }
      page_info {
        current_page
        page_size
        total_pages
      }
      total_count
      # The corrected search term, when the server corrected a typo.
      suggestions {
        search
      }
      sort_fields {
        default
        options {
          value
          label
        }
      }
    }
  }
  ${ProductCardFields}
  ${ProductCardChoiceFields}
  ${AggregationOptionSwatch}
`

/** How many reviews a product page shows (and what `productDetails` sends with the details). */
export const PRODUCT_PAGE_REVIEWS = 10

/**
 * A product page's one request: the details and its first page of reviews (the summary and the
 * list). Reviews select no page_info (total pages follow from review_count), which keeps the
 * document at Magento's query complexity limit of 300.
 */
export const ProductDetailsQuery: TypedDocumentString<
  G.ProductDetailsQuery,
  G.ProductDetailsQueryVariables
> = gql`
  query productDetails($filter: ProductAttributeFilterInput, $reviewPageSize: Int = 10) {
    products(filter: $filter, pageSize: 1) {
      items {
        ...ProductDetailsFields
        reviews(pageSize: $reviewPageSize, currentPage: 1) {
          items {
            ...ReviewFields
          }
        }
      }
    }
  }
  ${ProductDetailsFields}
  ${ReviewFields}
`

export const UpsellProductsQuery: TypedDocumentString<
  G.UpsellProductsQuery,
  G.UpsellProductsQueryVariables
> = gql`
  query upsellProducts($sku: String) {
    products(filter: { sku: { eq: $sku } }, pageSize: 1) {
      items {
        uid
        upsell_products {
          ...ProductCardFields
          ...ProductCardChoiceFields
        }
      }
    }
  }
  ${ProductCardFields}
  ${ProductCardChoiceFields}
`

export const RelatedProductsQuery: TypedDocumentString<
  G.RelatedProductsQuery,
  G.RelatedProductsQueryVariables
> = gql`
  query relatedProducts($sku: String) {
    products(filter: { sku: { eq: $sku } }, pageSize: 1) {
      items {
        uid
        related_products {
          ...ProductCardFields
          ...ProductCardChoiceFields
        }
      }
    }
  }
  ${ProductCardFields}
  ${ProductCardChoiceFields}
`

/** A product page's related and upsell products (spec §3 Product), loaded together. */
export interface LinkedProducts {
  readonly related: ReadonlyArray<ProductCard>
  readonly upsell: ReadonlyArray<ProductCard>
}

/** Related and upsell cards in ONE request: both carousels of a product page. */
export const LinkedProductsQuery: TypedDocumentString<
  G.LinkedProductsQuery,
  G.LinkedProductsQueryVariables
> = gql`
  query linkedProducts($sku: String) {
    products(filter: { sku: { eq: $sku } }, pageSize: 1) {
      items {
        uid
        related_products {
          ...ProductCardFields
          ...ProductCardChoiceFields
        }
        upsell_products {
          ...ProductCardFields
          ...ProductCardChoiceFields
        }
      }
    }
  }
  ${ProductCardFields}
  ${ProductCardChoiceFields}
`

export const ProductReviewsQuery: TypedDocumentString<
  G.ProductReviewQuery,
  G.ProductReviewQueryVariables
> = gql`
  query productReview($sku: String, $pageSize: Int = 10, $currentPage: Int = 1) {
    products(filter: { sku: { eq: $sku } }, pageSize: 1) {
      items {
        uid
        sku
        review_count
        rating_summary
        reviews(pageSize: $pageSize, currentPage: $currentPage) {
          items {
            ...ReviewFields
          }
          page_info {
            current_page
            page_size
            total_pages
          }
        }
      }
    }
  }
  ${ReviewFields}
`

export interface RatingMetadata {
  readonly id: string
  readonly name: string
  readonly values: ReadonlyArray<{ readonly value_id: string; readonly value: string }>
}

export const ReviewRatingsMetadataQuery: TypedDocumentString<
  G.ProductReviewRatingsMetadataQuery,
  G.ProductReviewRatingsMetadataQueryVariables
> = gql`
  query productReviewRatingsMetadata {
    productReviewRatingsMetadata {
      items {
        id
        name
        values {
          value_id
          value
        }
      }
    }
  }
`

export interface CreateReviewInput {
  readonly sku: string
  readonly nickname: string
  readonly summary: string
  readonly text: string
  readonly ratings: ReadonlyArray<{ readonly id: string; readonly value_id: string }>
}

export const CreateProductReviewMutation: TypedDocumentString<
  G.CreateProductReviewMutation,
  G.CreateProductReviewMutationVariables
> = gql`
  mutation createProductReview($input: CreateProductReviewInput!) {
    createProductReview(input: $input) {
      review {
        ...ReviewFields
      }
    }
  }
  ${ReviewFields}
`

/** A category node of the menu tree (spec §3 Category; children nested four levels). */
export interface CategoryNode {
  readonly uid: string
  readonly name: string | null
  readonly position: number | null
  readonly level: number | null
  readonly product_count: number | null
  readonly url_path: string | null
  readonly url_suffix: string | null
  readonly is_anchor: number | null
  readonly include_in_menu: number | null
  readonly children?: ReadonlyArray<CategoryNode | null> | null
}

export const CategoryNodeFields = gql`
  fragment CategoryNodeFields on CategoryTree {
    uid
    name
    position
    level
    product_count
    url_path
    url_suffix
    is_anchor
    include_in_menu
  }
`

/** Spec §7: the menu's categoryList, pageSize 20, children nested four levels. */
export const CategoryTreeQuery: TypedDocumentString<
  G.CategoryTreeQuery,
  G.CategoryTreeQueryVariables
> = gql`
  query categoryTree($pageSize: Int = 20) {
    categoryList(pageSize: $pageSize) {
      ...CategoryNodeFields
      children {
        ...CategoryNodeFields
        children {
          ...CategoryNodeFields
          children {
            ...CategoryNodeFields
            children {
              ...CategoryNodeFields
            }
          }
        }
      }
    }
  }
  ${CategoryNodeFields}
`

export interface CategoryDetails {
  readonly uid: string
  readonly name: string | null
  readonly description: string | null
  readonly url_path: string | null
  readonly url_suffix: string | null
  readonly product_count: number | null
  readonly is_anchor: number | null
  readonly include_in_menu: number | null
  readonly display_mode: string | null
  readonly default_sort_by: string | null
  readonly image: string | null
  readonly meta_title: string | null
  readonly meta_description: string | null
  readonly meta_keywords: string | null
  readonly breadcrumbs: ReadonlyArray<Breadcrumb | null> | null
}

/** What a category page shows besides its listing: name, meta fields, breadcrumbs. */
export const CategoryDetailsFields = gql`
  fragment CategoryDetailsFields on CategoryInterface {
    uid
    name
    description
    url_path
    url_suffix
    product_count
    is_anchor
    include_in_menu
    display_mode
    default_sort_by
    image
    meta_title
    meta_description
    meta_keywords
    breadcrumbs {
      category_uid
      category_name
      category_level
      category_url_key
      category_url_path
    }
  }
`

/** Spec §7: the category query filtered by category_uid eq (meta fields, name). */
export const CategoryQuery: TypedDocumentString<G.CategoryQuery, G.CategoryQueryVariables> = gql`
  query category($uid: String) {
    categoryList(filters: { category_uid: { eq: $uid } }) {
      ...CategoryDetailsFields
    }
  }
  ${CategoryDetailsFields}
`
