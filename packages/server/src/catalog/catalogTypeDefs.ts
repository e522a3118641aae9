// The catalogue's GraphQL SDL: a subset of Magento 2.4 (schema/magento: schema-2.4.graphql,
// attributes.graphql, extensions.graphql), same names, types and nullability. The deprecated and
// feature-bound product fields (`price`, tier prices, websites, media_gallery_entries, layered
// `filters`, suggestions, fixed product taxes) are declared in productLegacy.graphql.ts; cms_block by the
// content domain.
// `reviews` on products is declared by the review domain (its SDL extends the product types).
//
// Not in Magento's schema: five fields of ProductAttributeSortInput (stock_status, bestsellers,
// special_price, created_at, manufacturer). Magento adds a sort field for every attribute marked
// "used for sort by"; these are the sortable attributes spec section 9's sort options need.
// Every product type repeats ProductInterface's fields (GraphQL wants them spelled out on each
// implementing type); they are written once, here, and spliced into each type below.
import { productLegacyFields, productLegacyTypeDefs } from "./productLegacy.graphql.js"

export const productInterfaceFields = `
    ${productLegacyFields}
    id: Int
    uid: ID!
    name: String
    sku: String
    description: ComplexTextValue
    short_description: ComplexTextValue
    special_price: Float
    special_from_date: String
    special_to_date: String
    attribute_set_id: Int
    meta_title: String
    meta_keyword: String
    meta_description: String
    image: ProductImage
    small_image: ProductImage
    thumbnail: ProductImage
    new_from_date: String
    new_to_date: String
    tier_price: Float
    options_container: String
    created_at: String
    updated_at: String
    country_of_manufacture: String
    type_id: String
    product_links: [ProductLinksInterface]
    price_range: PriceRange!
    gift_message_available: String
    manufacturer: Int
    categories: [CategoryInterface]
    canonical_url: String
    media_gallery: [MediaGalleryInterface]
    only_x_left_in_stock: Float
    stock_status: ProductStockStatus
    url_key: String
    url_suffix: String
    url_path: String
    url_rewrites: [UrlRewrite]
    related_products: [ProductInterface]
    upsell_products: [ProductInterface]
    crosssell_products: [ProductInterface]
    rating_summary: Float!
    review_count: Int!
    swatch_image: String
    am_product_labels: [AmLabel]
    am_category_labels: [AmLabel]
    low_stock_pop_up: Int
    stock_display_status: String
    button_text: String
    manufacturer_name: String
    manufacturer_part_no: String
    tab_box: String
    tab_specs_dims: String
    discontinued: Int
    hideprice: Int
    hidestock: Int
    special_order: Int
    category_image: String
    qty: Float
    stu_price: Float
`.trim()

export const catalogTypeDefs = /* GraphQL */ `
  ${productLegacyTypeDefs}

  type Query {
    products(
      search: String
      filter: ProductAttributeFilterInput
      pageSize: Int = 20
      currentPage: Int = 1
      sort: ProductAttributeSortInput
    ): Products
    category(id: Int): CategoryTree
    categoryList(filters: CategoryFilterInput, pageSize: Int = 20, currentPage: Int = 1): [CategoryTree]
    categories(filters: CategoryFilterInput, pageSize: Int = 20, currentPage: Int = 1): CategoryResult
  }

  type Aggregation {
    count: Int
    label: String
    attribute_code: String!
    options: [AggregationOption]
    position: Int
  }

  type AggregationOption implements AggregationOptionInterface {
    count: Int
    label: String
    value: String!
    swatch_data: SwatchData
  }

  interface AggregationOptionInterface {
    count: Int
    label: String
    value: String!
  }

  input AggregationsCategoryFilterInput {
    includeDirectChildrenOnly: Boolean = false
  }

  input AggregationsFilterInput {
    category: AggregationsCategoryFilterInput
  }

  type Breadcrumb {
    category_id: Int
    category_uid: ID!
    category_name: String
    category_level: Int
    category_url_key: String
    category_url_path: String
  }

  type BundleItem {
    option_id: Int
    uid: ID
    title: String
    required: Boolean
    type: String
    position: Int
    sku: String
    price_range: PriceRange!
    options: [BundleItemOption]
  }

  type BundleItemOption {
    id: Int
    label: String
    qty: Float
    quantity: Float
    position: Int
    is_default: Boolean
    price: Float
    price_type: PriceTypeEnum
    can_change_quantity: Boolean
    product: ProductInterface
    uid: ID!
  }

  type BundleProduct implements ProductInterface & RoutableInterface & PhysicalProductInterface & CustomizableProductInterface {
    ${productInterfaceFields}
    options: [CustomizableOptionInterface]
    weight: Float
    relative_url: String
    redirect_code: Int!
    type: UrlRewriteEntityTypeEnum
    price_view: PriceViewEnum
    dynamic_price: Boolean
    dynamic_sku: Boolean
    ship_bundle_items: ShipBundleItemsEnum
    dynamic_weight: Boolean
    items: [BundleItem]
  }

  input CategoryFilterInput {
    ids: FilterEqualTypeInput
    category_uid: FilterEqualTypeInput
    parent_id: FilterEqualTypeInput
    parent_category_uid: FilterEqualTypeInput
    url_key: FilterEqualTypeInput
    name: FilterMatchTypeInput
    url_path: FilterEqualTypeInput
  }

  interface CategoryInterface {
    id: Int
    uid: ID!
    description: String
    name: String
    path: String
    path_in_store: String
    url_key: String
    url_path: String
    canonical_url: String
    position: Int
    level: Int
    created_at: String
    updated_at: String
    product_count: Int
    default_sort_by: String
    products(pageSize: Int = 20, currentPage: Int = 1, sort: ProductAttributeSortInput): CategoryProducts
    breadcrumbs: [Breadcrumb]
    url_suffix: String
    include_in_menu: Int
    is_anchor: Int
    display_mode: String
    image: String
    landing_page: Int
    meta_title: String
    meta_keywords: String
    meta_description: String
    available_sort_by: String
    children_count: String
    filter_price_range: Float
    custom_layout_update_file: String
  }

  type CategoryProducts {
    items: [ProductInterface]
    page_info: SearchResultPageInfo
    total_count: Int
  }

  type CategoryResult {
    items: [CategoryTree]
    page_info: SearchResultPageInfo
    total_count: Int
  }

  type CategoryTree implements CategoryInterface & RoutableInterface {
    relative_url: String
    redirect_code: Int!
    type: UrlRewriteEntityTypeEnum
    id: Int
    uid: ID!
    description: String
    name: String
    path: String
    path_in_store: String
    url_key: String
    url_path: String
    canonical_url: String
    position: Int
    level: Int
    created_at: String
    updated_at: String
    product_count: Int
    default_sort_by: String
    products(pageSize: Int = 20, currentPage: Int = 1, sort: ProductAttributeSortInput): CategoryProducts
    breadcrumbs: [Breadcrumb]
    url_suffix: String
    children: [CategoryTree]
    include_in_menu: Int
    is_anchor: Int
    display_mode: String
    image: String
    landing_page: Int
    meta_title: String
    meta_keywords: String
    meta_description: String
    available_sort_by: String
    children_count: String
    filter_price_range: Float
    custom_layout_update_file: String
  }

  type ColorSwatchData implements SwatchDataInterface {
    value: String
  }

  type ComplexTextValue {
    html: String!
  }

  type ConfigurableAttributeOption {
    label: String
    code: String
    value_index: Int
    uid: ID!
  }

  type ConfigurableProduct implements ProductInterface & RoutableInterface & PhysicalProductInterface & CustomizableProductInterface {
    ${productInterfaceFields}
    options: [CustomizableOptionInterface]
    weight: Float
    relative_url: String
    redirect_code: Int!
    type: UrlRewriteEntityTypeEnum
    variants: [ConfigurableVariant]
    configurable_options: [ConfigurableProductOptions]
  }

  type ConfigurableProductOptions {
    id: Int
    uid: ID!
    attribute_id: String
    attribute_id_v2: Int
    attribute_uid: ID!
    attribute_code: String
    label: String
    position: Int
    use_default: Boolean
    values: [ConfigurableProductOptionsValues]
    product_id: Int
  }

  type ConfigurableProductOptionsValues {
    value_index: Int
    uid: ID
    label: String
    default_label: String
    store_label: String
    use_default_value: Boolean
    swatch_data: SwatchDataInterface
  }

  type ConfigurableVariant {
    attributes: [ConfigurableAttributeOption]
    product: SimpleProduct
  }

  enum CurrencyEnum {
    AFN
    ALL
    AZN
    DZD
    AOA
    ARS
    AMD
    AWG
    AUD
    BSD
    BHD
    BDT
    BBD
    BYN
    BZD
    BMD
    BTN
    BOB
    BAM
    BWP
    BRL
    GBP
    BND
    BGN
    BUK
    BIF
    KHR
    CAD
    CVE
    CZK
    KYD
    GQE
    CLP
    CNY
    COP
    KMF
    CDF
    CRC
    HRK
    CUP
    DKK
    DJF
    DOP
    XCD
    EGP
    SVC
    ERN
    EEK
    ETB
    EUR
    FKP
    FJD
    GMD
    GEK
    GEL
    GHS
    GIP
    GTQ
    GNF
    GYD
    HTG
    HNL
    HKD
    HUF
    ISK
    INR
    IDR
    IRR
    IQD
    ILS
    JMD
    JPY
    JOD
    KZT
    KES
    KWD
    KGS
    LAK
    LVL
    LBP
    LSL
    LRD
    LYD
    LTL
    MOP
    MKD
    MGA
    MWK
    MYR
    MVR
    LSM
    MRO
    MUR
    MXN
    MDL
    MNT
    MAD
    MZN
    MMK
    NAD
    NPR
    ANG
    YTL
    NZD
    NIC
    NGN
    KPW
    NOK
    OMR
    PKR
    PAB
    PGK
    PYG
    PEN
    PHP
    PLN
    QAR
    RHD
    RON
    RUB
    RWF
    SHP
    STD
    SAR
    RSD
    SCR
    SLL
    SGD
    SKK
    SBD
    SOS
    ZAR
    KRW
    LKR
    SDG
    SRD
    SZL
    SEK
    CHF
    SYP
    TWD
    TJS
    TZS
    THB
    TOP
    TTD
    TND
    TMM
    USD
    UGX
    UAH
    AED
    UYU
    UZS
    VUV
    VEB
    VEF
    VND
    CHE
    CHW
    XOF
    WST
    YER
    ZMK
    ZWD
    TRY
    AZM
    ROL
    TRL
    XPF
  }

  type CustomizableAreaOption implements CustomizableOptionInterface {
    title: String
    required: Boolean
    sort_order: Int
    option_id: Int
    uid: ID!
    value: CustomizableAreaValue
    product_sku: String
  }

  type CustomizableAreaValue {
    price: Float
    price_type: PriceTypeEnum
    sku: String
    max_characters: Int
    uid: ID!
  }

  type CustomizableCheckboxOption implements CustomizableOptionInterface {
    title: String
    required: Boolean
    sort_order: Int
    option_id: Int
    uid: ID!
    value: [CustomizableCheckboxValue]
  }

  type CustomizableCheckboxValue {
    option_type_id: Int
    price: Float
    price_type: PriceTypeEnum
    sku: String
    title: String
    sort_order: Int
    uid: ID!
  }

  type CustomizableDateOption implements CustomizableOptionInterface {
    title: String
    required: Boolean
    sort_order: Int
    option_id: Int
    uid: ID!
    value: CustomizableDateValue
    product_sku: String
  }

  enum CustomizableDateTypeEnum {
    DATE
    DATE_TIME
    TIME
  }

  type CustomizableDateValue {
    price: Float
    price_type: PriceTypeEnum
    type: CustomizableDateTypeEnum
    sku: String
    uid: ID!
  }

  type CustomizableDropDownOption implements CustomizableOptionInterface {
    title: String
    required: Boolean
    sort_order: Int
    option_id: Int
    uid: ID!
    value: [CustomizableDropDownValue]
  }

  type CustomizableDropDownValue {
    option_type_id: Int
    price: Float
    price_type: PriceTypeEnum
    sku: String
    title: String
    sort_order: Int
    uid: ID!
  }

  type CustomizableFieldOption implements CustomizableOptionInterface {
    title: String
    required: Boolean
    sort_order: Int
    option_id: Int
    uid: ID!
    value: CustomizableFieldValue
    product_sku: String
  }

  type CustomizableFieldValue {
    price: Float
    price_type: PriceTypeEnum
    sku: String
    max_characters: Int
    uid: ID!
  }

  type CustomizableMultipleOption implements CustomizableOptionInterface {
    title: String
    required: Boolean
    sort_order: Int
    option_id: Int
    uid: ID!
    value: [CustomizableMultipleValue]
  }

  type CustomizableMultipleValue {
    option_type_id: Int
    price: Float
    price_type: PriceTypeEnum
    sku: String
    title: String
    sort_order: Int
    uid: ID!
  }

  interface CustomizableOptionInterface {
    title: String
    required: Boolean
    sort_order: Int
    option_id: Int
    uid: ID!
  }

  interface CustomizableProductInterface {
    options: [CustomizableOptionInterface]
  }

  type CustomizableRadioOption implements CustomizableOptionInterface {
    title: String
    required: Boolean
    sort_order: Int
    option_id: Int
    uid: ID!
    value: [CustomizableRadioValue]
  }

  type CustomizableRadioValue {
    option_type_id: Int
    price: Float
    price_type: PriceTypeEnum
    sku: String
    title: String
    sort_order: Int
    uid: ID!
  }

  enum DownloadableFileTypeEnum {
    FILE
    URL
  }

  type DownloadableProduct implements ProductInterface & RoutableInterface & CustomizableProductInterface {
    ${productInterfaceFields}
    options: [CustomizableOptionInterface]
    relative_url: String
    redirect_code: Int!
    type: UrlRewriteEntityTypeEnum
    downloadable_product_samples: [DownloadableProductSamples]
    downloadable_product_links: [DownloadableProductLinks]
    links_purchased_separately: Int
    links_title: String
  }

  type DownloadableProductLinks {
    id: Int
    title: String
    sort_order: Int
    price: Float
    sample_url: String
    is_shareable: Boolean
    number_of_downloads: Int
    link_type: DownloadableFileTypeEnum
    sample_type: DownloadableFileTypeEnum
    sample_file: String
    uid: ID!
  }

  type DownloadableProductSamples {
    id: Int
    title: String
    sort_order: Int
    sample_url: String
    sample_type: DownloadableFileTypeEnum
    sample_file: String
  }

  input FilterEqualTypeInput {
    in: [String]
    eq: String
  }

  input FilterMatchTypeInput {
    match: String
  }

  input FilterRangeTypeInput {
    from: String
    to: String
  }

  type GroupedProduct implements ProductInterface & RoutableInterface & PhysicalProductInterface {
    ${productInterfaceFields}
    weight: Float
    relative_url: String
    redirect_code: Int!
    type: UrlRewriteEntityTypeEnum
    items: [GroupedProductItem]
  }

  type GroupedProductItem {
    qty: Float
    position: Int
    product: ProductInterface
  }

  type HttpQueryParameter {
    name: String
    value: String
  }

  type ImageSwatchData implements SwatchDataInterface {
    value: String
    thumbnail: String
  }

  interface MediaGalleryInterface {
    url: String
    label: String
    position: Int
    disabled: Boolean
  }

  type Money {
    value: Float
    currency: CurrencyEnum
  }

  interface PhysicalProductInterface {
    weight: Float
  }

  type PriceRange {
    minimum_price: ProductPrice!
    maximum_price: ProductPrice
  }

  enum PriceTypeEnum {
    FIXED
    PERCENT
    DYNAMIC
  }

  enum PriceViewEnum {
    PRICE_RANGE
    AS_LOW_AS
  }

  input ProductAttributeFilterInput {
    category_id: FilterEqualTypeInput
    category_uid: FilterEqualTypeInput
    url_key: FilterEqualTypeInput
    sku: FilterEqualTypeInput
    name: FilterMatchTypeInput
    price: FilterRangeTypeInput
    description: FilterMatchTypeInput
    short_description: FilterMatchTypeInput
    color: FilterEqualTypeInput
    manufacturer: FilterEqualTypeInput
    size: FilterEqualTypeInput
    material: FilterEqualTypeInput
    strap_bags: FilterEqualTypeInput
    style_bottom: FilterEqualTypeInput
    new: FilterEqualTypeInput
    sale: FilterEqualTypeInput
    on_sale: FilterEqualTypeInput
    lens_format_coverage: FilterEqualTypeInput
    lens_type: FilterEqualTypeInput
  }

  input ProductAttributeSortInput {
    relevance: SortEnum
    position: SortEnum
    name: SortEnum
    price: SortEnum
    stock_status: SortEnum
    bestsellers: SortEnum
    special_price: SortEnum
    created_at: SortEnum
    manufacturer: SortEnum
  }

  type ProductDiscount {
    percent_off: Float
    amount_off: Float
  }

  type ProductImage implements MediaGalleryInterface {
    url: String
    label: String
    position: Int
    disabled: Boolean
  }

  interface ProductInterface {
    ${productInterfaceFields}
  }

  type ProductLinks implements ProductLinksInterface {
    sku: String
    link_type: String
    linked_product_sku: String
    linked_product_type: String
    position: Int
  }

  interface ProductLinksInterface {
    sku: String
    link_type: String
    linked_product_sku: String
    linked_product_type: String
    position: Int
  }

  type ProductMediaGalleryEntriesVideoContent {
    media_type: String
    video_provider: String
    video_url: String
    video_title: String
    video_description: String
    video_metadata: String
  }

  type ProductPrice {
    regular_price: Money!
    final_price: Money!
    discount: ProductDiscount
  }

  type Products {
    items: [ProductInterface]
    page_info: SearchResultPageInfo
    total_count: Int
    aggregations(filter: AggregationsFilterInput): [Aggregation]
    sort_fields: SortFields
  }

  enum ProductStockStatus {
    IN_STOCK
    OUT_OF_STOCK
  }

  type ProductVideo implements MediaGalleryInterface {
    url: String
    label: String
    position: Int
    disabled: Boolean
    video_content: ProductMediaGalleryEntriesVideoContent
  }

  interface RoutableInterface {
    relative_url: String
    redirect_code: Int!
    type: UrlRewriteEntityTypeEnum
  }

  type SearchResultPageInfo {
    page_size: Int
    current_page: Int
    total_pages: Int
  }

  enum ShipBundleItemsEnum {
    TOGETHER
    SEPARATELY
  }

  type SimpleProduct implements ProductInterface & RoutableInterface & PhysicalProductInterface & CustomizableProductInterface {
    ${productInterfaceFields}
    options: [CustomizableOptionInterface]
    weight: Float
    relative_url: String
    redirect_code: Int!
    type: UrlRewriteEntityTypeEnum
  }

  enum SortEnum {
    ASC
    DESC
  }

  type SortField {
    value: String
    label: String
  }

  type SortFields {
    default: String
    options: [SortField]
  }

  interface SwatchDataInterface {
    value: String
  }

  type TextSwatchData implements SwatchDataInterface {
    value: String
  }

  type UrlRewrite {
    url: String
    parameters: [HttpQueryParameter]
  }

  enum UrlRewriteEntityTypeEnum {
    PRODUCT
    CATEGORY
    CMS_PAGE
  }

  type VirtualProduct implements ProductInterface & RoutableInterface & CustomizableProductInterface {
    ${productInterfaceFields}
    options: [CustomizableOptionInterface]
    relative_url: String
    redirect_code: Int!
    type: UrlRewriteEntityTypeEnum
  }

  type AmLabel {
    label_id: Int
    product_id: Int
    name: String
    txt: String
    is_visible: Boolean
    image: String
    position: String
    size: String
    style: String
    tooltip_settings: AmLabelTooltip
    customer_group_ids: String
    redirect_url: String
    alt_tag: String
  }

  type AmLabelTooltip {
    status: Int
    color: String
    text_color: String
    text: String
  }
`
