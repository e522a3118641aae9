// The catalogue's tables (Magento's catalog_* in a leaner shape). Money is integer cents.
// Listing, sorting and filtering read typed columns of `products` only (prices, stock, sales,
// review summary are denormalised there at write time); option values live in
// `product_attribute_values` (EAV-lite: one row per product × attribute × option), which the
// filters and aggregations join on.
import { sql } from "drizzle-orm"
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core"

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" })

export const categories = pgTable(
  "categories",
  {
    id: integer("id").primaryKey(),
    uid: text("uid").notNull().unique(),
    parentId: integer("parent_id").notNull(),
    /** Magento path of ids, "1/2/10/11". */
    path: text("path").notNull(),
    level: integer("level").notNull(),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    urlKey: text("url_key").notNull(),
    urlPath: text("url_path").notNull(),
    includeInMenu: integer("include_in_menu").notNull(),
    isAnchor: integer("is_anchor").notNull(),
    displayMode: text("display_mode").notNull(),
    defaultSortBy: text("default_sort_by").notNull(),
    description: text("description"),
    image: text("image"),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    metaKeywords: text("meta_keywords"),
    createdAt: text("created_at").notNull(),
    /** Visible products of the category (with its descendants' when anchor); see the index. */
    productCount: integer("product_count").notNull().default(0),
  },
  (t) => [
    index("categories_parent_idx").on(t.parentId, t.position),
    index("categories_url_path_idx").on(t.urlPath),
  ],
)

export const products = pgTable(
  "products",
  {
    id: integer("id").primaryKey(),
    uid: text("uid").notNull(),
    sku: text("sku").notNull().unique(),
    typeId: text("type_id").notNull(),
    name: text("name").notNull(),
    attributeSetId: integer("attribute_set_id").notNull(),
    /** 1 not visible individually (configurable children), 4 catalogue and search. */
    visibility: integer("visibility").notNull(),
    status: integer("status").notNull(),
    parentId: integer("parent_id"),
    urlKey: text("url_key").notNull(),
    /** Regular and special price of the product itself (cents). */
    price: integer("price").notNull(),
    specialPrice: integer("special_price"),
    specialFromDate: text("special_from_date"),
    specialToDate: text("special_to_date"),
    /** price_range, precomputed (children of configurable/grouped, bundle selections). */
    minFinalPrice: integer("min_final_price").notNull(),
    minRegularPrice: integer("min_regular_price").notNull(),
    maxFinalPrice: integer("max_final_price").notNull(),
    maxRegularPrice: integer("max_regular_price").notNull(),
    stuPrice: integer("stu_price"),
    weight: real("weight"),
    condition: text("condition").notNull(),
    stockStatus: text("stock_status").notNull(),
    /** Salable units; fractional only where `isQtyDecimal` (Magento's cataloginventory_stock_item). */
    qty: real("qty").notNull(),
    /** Magento's is_qty_decimal: the product is sold in fractional quantities. */
    isQtyDecimal: boolean("is_qty_decimal").notNull().default(false),
    /** Magento's min_sale_qty / max_sale_qty: the fewest and the most one cart line may hold. */
    minSaleQty: real("min_sale_qty").notNull().default(1),
    maxSaleQty: real("max_sale_qty").notNull().default(10000),
    onlyXLeftInStock: integer("only_x_left_in_stock"),
    lowStockPopUp: integer("low_stock_pop_up").notNull(),
    stockDisplayStatus: text("stock_display_status").notNull(),
    buttonText: text("button_text").notNull(),
    manufacturer: integer("manufacturer"),
    manufacturerName: text("manufacturer_name"),
    manufacturerPartNo: text("manufacturer_part_no"),
    countryOfManufacture: text("country_of_manufacture"),
    tabBox: text("tab_box").notNull(),
    tabSpecsDims: text("tab_specs_dims").notNull(),
    discontinued: integer("discontinued").notNull(),
    hideprice: integer("hideprice").notNull(),
    hidestock: integer("hidestock").notNull(),
    specialOrder: integer("special_order").notNull(),
    categoryImage: text("category_image"),
    shortDescription: text("short_description").notNull(),
    description: text("description").notNull(),
    metaTitle: text("meta_title"),
    metaKeyword: text("meta_keyword"),
    metaDescription: text("meta_description"),
    image: text("image"),
    smallImage: text("small_image"),
    thumbnail: text("thumbnail"),
    swatchImage: text("swatch_image"),
    giftMessageAvailable: integer("gift_message_available").notNull(),
    newFromDate: text("new_from_date"),
    newToDate: text("new_to_date"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
    /** Approved reviews: count and average of the "Rating" votes as 0–100 (Magento's summary). */
    reviewCount: integer("review_count").notNull().default(0),
    ratingSummary: real("rating_summary").notNull().default(0),
    /** Units sold, for the "Best Sellers" sort (seeded from the fixtures' review activity). */
    soldQty: integer("sold_qty").notNull().default(0),
    /** Type-specific scalars (bundle dynamic_*, downloadable links_title, gift card settings…). */
    typeData: jsonb("type_data").$type<Record<string, unknown>>().notNull().default({}),
    /** Full-text document: name and sku weigh A, manufacturer B, descriptions C. */
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce("name", '') || ' ' || coalesce("sku", '')), 'A') || setweight(to_tsvector('english', coalesce("manufacturer_name", '')), 'B') || setweight(to_tsvector('english', coalesce("short_description", '') || ' ' || coalesce("meta_keyword", '')), 'C')`,
      ),
  },
  (t) => [
    uniqueIndex("products_url_key_idx").on(t.urlKey),
    index("products_search_idx").using("gin", t.searchVector),
    index("products_visible_name_idx").on(t.visibility, t.name),
    index("products_visible_price_idx").on(t.visibility, t.minFinalPrice),
    index("products_parent_idx").on(t.parentId),
  ],
)

/**
 * The listing index: one narrow row (~150 bytes) per enabled product that a listing or a search
 * can show, so filtering, ranking, sorting and counting never read the wide `products` heap
 * (descriptions, HTML tabs). `facets` holds the product's anchor-index categories (their ids,
 * below a million) and every option value (`attribute_id * 1_000_000 + value_index`), so one
 * GIN index serves the category and option filters. Few distinct `facets` arrays exist (a
 * thousand for 100k products), so each is stored once in `listing_facet_sets` and a listing row
 * points at it: aggregations count matched rows per `facet_set` (an integer) and unnest only
 * the few sets found. Rebuilt from `products`, `product_attribute_values` and
 * `category_product_index` by `rebuildCatalogIndexes`; a trigger (migration 0005) copies later
 * updates of a product's listing columns (stock taken by an order, a price edit) at once.
 */
export const productListing = pgTable(
  "product_listing",
  {
    // In the table's column order (migration 0023): the fixed-width columns first, then the
    // texts and arrays a search reads, then those only a listing's sort reads.
    productId: integer("product_id").primaryKey(),
    visibility: integer("visibility").notNull(),
    minFinalPrice: integer("min_final_price").notNull(),
    facetSet: integer("facet_set").notNull(),
    soldQty: integer("sold_qty").notNull(),
    /** In stock and still sold (not discontinued): what the relevance and stock sorts put first. */
    inStock: boolean("in_stock").notNull(),
    /**
     * What units sold add to a search's relevance (`listingSql.ts`: POPULARITY_SCALE, full at
     * POPULAR_SOLD units), kept with `sold_qty` by PostgreSQL instead of computed per match.
     */
    popularity: doublePrecision("popularity")
      .notNull()
      .generatedAlwaysAs(sql`0.05::real * least(ln(1 + greatest(sold_qty, 0)) / ln(1001), 1)`),
    specialPrice: integer("special_price"),
    /** lower(name), for the exact-name boost of the relevance (lower() per match is costly). */
    nameLower: text("name_lower").notNull(),
    searchVector: tsvector("search_vector").notNull(),
    facets: integer("facets").array().notNull(),
    name: text("name").notNull(),
    createdAt: text("created_at").notNull(),
    manufacturerName: text("manufacturer_name"),
  },
  (t) => [
    index("product_listing_search_idx").using("gin", t.searchVector),
    index("product_listing_facets_idx").using("gin", t.facets),
    index("product_listing_price_idx").on(t.minFinalPrice),
  ],
)

/**
 * The distinct `facets` arrays of `product_listing` (sorted), numbered, with how many listing
 * rows point at each, by where they show: `catalog_count` (visibility 2 or 4, category pages),
 * `search_count` (3 or 4). A listing filtered only by categories and options is a set of facet
 * sets, so its aggregation counts add these up instead of reading its rows. Set by the rebuild;
 * a trigger (migration 0020) follows a listing row's later change of visibility.
 */
export const listingFacetSets = pgTable("listing_facet_sets", {
  id: integer("id").primaryKey(),
  facets: integer("facets").array().notNull(),
  catalogCount: integer("catalog_count").notNull().default(0),
  searchCount: integer("search_count").notNull().default(0),
  /**
   * The heaviest `search_category_weights` weight of the set's categories (0 without any): the
   * search relevance's category part. Set by the rebuild; a trigger (migration 0022) follows
   * every change of the weights.
   */
  categoryWeight: real("category_weight").notNull().default(0),
})

/** Product ↔ category with the product's position in that category (catalog_category_product). */
export const productCategories = pgTable(
  "product_categories",
  {
    categoryId: integer("category_id").notNull(),
    productId: integer("product_id").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.productId] }),
    index("product_categories_product_idx").on(t.productId),
  ],
)

/**
 * Anchor-category index (Magento's catalog_category_product_index): every visible product of a
 * category or, for anchor categories, of its descendants, with the listing position.
 */
export const categoryProductIndex = pgTable(
  "category_product_index",
  {
    categoryId: integer("category_id").notNull(),
    productId: integer("product_id").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.productId] }),
    index("category_product_index_product_idx").on(t.productId, t.categoryId),
  ],
)

export const attributes = pgTable("attributes", {
  id: integer("id").primaryKey(),
  uid: text("uid").notNull(),
  code: text("code").notNull().unique(),
  label: text("label").notNull(),
  inputType: text("input_type").notNull(),
  position: integer("position").notNull(),
  isFilterable: boolean("is_filterable").notNull(),
})

export const attributeOptions = pgTable(
  "attribute_options",
  {
    attributeId: integer("attribute_id").notNull(),
    valueIndex: integer("value_index").notNull(),
    label: text("label").notNull(),
    sortOrder: integer("sort_order").notNull(),
    swatchType: text("swatch_type"),
    swatchValue: text("swatch_value"),
  },
  (t) => [primaryKey({ columns: [t.attributeId, t.valueIndex] })],
)

/** Option values per product (EAV-lite; booleans use 1 yes / 0 no). */
export const productAttributeValues = pgTable(
  "product_attribute_values",
  {
    productId: integer("product_id").notNull(),
    attributeId: integer("attribute_id").notNull(),
    valueIndex: integer("value_index").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.attributeId, t.valueIndex, t.productId] }),
    index("product_attribute_values_product_idx").on(t.productId),
  ],
)

export const productMedia = pgTable(
  "product_media",
  {
    id: integer("id").primaryKey(),
    productId: integer("product_id").notNull(),
    path: text("path").notNull(),
    label: text("label").notNull(),
    position: integer("position").notNull(),
    disabled: boolean("disabled").notNull(),
    types: text("types").array().notNull(),
  },
  (t) => [index("product_media_product_idx").on(t.productId, t.position)],
)

/** related / upsell / crosssell links. */
export const productLinks = pgTable(
  "product_links",
  {
    productId: integer("product_id").notNull(),
    linkType: text("link_type").notNull(),
    linkedProductId: integer("linked_product_id").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.linkType, t.linkedProductId] })],
)

export const configurableOptions = pgTable(
  "configurable_options",
  {
    id: integer("id").primaryKey(),
    productId: integer("product_id").notNull(),
    uid: text("uid").notNull(),
    attributeId: integer("attribute_id").notNull(),
    attributeUid: text("attribute_uid").notNull(),
    attributeCode: text("attribute_code").notNull(),
    label: text("label").notNull(),
    position: integer("position").notNull(),
    /** [{value_index, uid, label, swatch?: {type, value}}] in display order. */
    values: jsonb("values")
      .$type<
        {
          value_index: number
          uid: string
          label: string
          swatch?: { type: string; value: string }
        }[]
      >()
      .notNull(),
  },
  (t) => [index("configurable_options_product_idx").on(t.productId)],
)

export const configurableVariants = pgTable(
  "configurable_variants",
  {
    parentId: integer("parent_id").notNull(),
    productId: integer("product_id").notNull(),
    position: integer("position").notNull(),
    /** [{code, label, value_index, uid}] */
    attributes: jsonb("attributes")
      .$type<{ code: string; label: string; value_index: number; uid: string }[]>()
      .notNull(),
  },
  (t) => [primaryKey({ columns: [t.parentId, t.productId] })],
)

export const bundleOptions = pgTable(
  "bundle_options",
  {
    id: integer("id").primaryKey(),
    productId: integer("product_id").notNull(),
    uid: text("uid").notNull(),
    title: text("title").notNull(),
    required: boolean("required").notNull(),
    type: text("type").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [index("bundle_options_product_idx").on(t.productId)],
)

export const bundleSelections = pgTable(
  "bundle_selections",
  {
    id: integer("id").primaryKey(),
    optionId: integer("option_id").notNull(),
    bundleId: integer("bundle_id").notNull(),
    productId: integer("product_id").notNull(),
    uid: text("uid").notNull(),
    quantity: real("quantity").notNull(),
    position: integer("position").notNull(),
    isDefault: boolean("is_default").notNull(),
    price: integer("price").notNull(),
    priceType: text("price_type").notNull(),
    canChangeQuantity: boolean("can_change_quantity").notNull(),
  },
  (t) => [index("bundle_selections_bundle_idx").on(t.bundleId)],
)

export const groupedLinks = pgTable(
  "grouped_links",
  {
    productId: integer("product_id").notNull(),
    childId: integer("child_id").notNull(),
    qty: real("qty").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.childId] })],
)

export const downloadableLinks = pgTable(
  "downloadable_links",
  {
    id: integer("id").primaryKey(),
    productId: integer("product_id").notNull(),
    uid: text("uid").notNull(),
    title: text("title").notNull(),
    sortOrder: integer("sort_order").notNull(),
    price: integer("price").notNull(),
    linkUrl: text("link_url").notNull(),
    sampleUrl: text("sample_url"),
    numberOfDownloads: integer("number_of_downloads").notNull(),
    isShareable: boolean("is_shareable").notNull(),
  },
  (t) => [index("downloadable_links_product_idx").on(t.productId)],
)

export const downloadableSamples = pgTable(
  "downloadable_samples",
  {
    id: integer("id").primaryKey(),
    productId: integer("product_id").notNull(),
    title: text("title").notNull(),
    sortOrder: integer("sort_order").notNull(),
    sampleUrl: text("sample_url").notNull(),
  },
  (t) => [index("downloadable_samples_product_idx").on(t.productId)],
)

export const giftCardAmounts = pgTable(
  "gift_card_amounts",
  {
    valueId: integer("value_id").primaryKey(),
    productId: integer("product_id").notNull(),
    uid: text("uid").notNull(),
    value: integer("value").notNull(),
  },
  (t) => [index("gift_card_amounts_product_idx").on(t.productId)],
)

/** Customizable options (Magento catalog_product_option) with their values as JSON. */
export const productOptions = pgTable(
  "product_options",
  {
    id: integer("id").primaryKey(),
    productId: integer("product_id").notNull(),
    uid: text("uid").notNull(),
    title: text("title").notNull(),
    type: text("type").notNull(),
    required: boolean("required").notNull(),
    sortOrder: integer("sort_order").notNull(),
    values: jsonb("values")
      .$type<
        {
          option_type_id: number
          uid: string
          title: string
          /** Cents when FIXED; hundredths of a percent when PERCENT (5000 is 50%). */
          price: number
          price_type: string
          sku: string
          sort_order: number
          max_characters?: number
        }[]
      >()
      .notNull(),
  },
  (t) => [index("product_options_product_idx").on(t.productId)],
)

/** Amasty label rules: `product` and `category` are the two appearances. */
export const amLabels = pgTable("am_labels", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  isVisible: boolean("is_visible").notNull(),
  customerGroupIds: text("customer_group_ids").notNull(),
  redirectUrl: text("redirect_url"),
  altTag: text("alt_tag").notNull(),
  tooltip: jsonb("tooltip")
    .$type<{ status: number; color: string; text_color: string; text: string }>()
    .notNull(),
  productLook: jsonb("product_look")
    .$type<{ txt: string; image: string | null; position: string; size: string; style: string }>()
    .notNull(),
  categoryLook: jsonb("category_look")
    .$type<{ txt: string; image: string | null; position: string; size: string; style: string }>()
    .notNull(),
  /** Amasty's "Display if stock is lower than": shown only while 0 < qty < this. */
  stockLess: integer("stock_less"),
})

export const productLabels = pgTable(
  "product_labels",
  {
    productId: integer("product_id").notNull(),
    labelId: integer("label_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.labelId] })],
)

/** Storefront URLs → entities (products, categories, CMS pages), per store view. */
export const urlRewrites = pgTable(
  "url_rewrites",
  {
    id: integer("id").primaryKey(),
    storeId: integer("store_id").notNull(),
    requestPath: text("request_path").notNull(),
    targetPath: text("target_path").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: integer("entity_id").notNull(),
    redirectCode: integer("redirect_code").notNull(),
  },
  (t) => [
    uniqueIndex("url_rewrites_request_path_idx").on(t.storeId, t.requestPath),
    index("url_rewrites_entity_idx").on(t.entityType, t.entityId),
  ],
)
