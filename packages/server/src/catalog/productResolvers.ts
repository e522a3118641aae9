// Field resolvers shared by every product type: thin adapters from a `products` row (plus the
// request's batch loaders) to Magento's ProductInterface fields.
import type { GraphqlContext } from "../graphql/context.js"
import { type CategorySource, toCategorySource } from "./categorySource.js"
import { labelText, stockConditionHolds, unitsLeft } from "./labelText.js"
import { productPrice } from "./money.js"
import { productLegacyResolvers } from "./productLegacy.graphql.js"
import type { LabelRow, ProductListRow, ProductTextField } from "./productRepository.js"
import { type ProductSource, toProductSource } from "./productSource.js"

export const PRODUCT_URL_SUFFIX = ".html"
/** Where a product without pictures points (the fixtures' placeholder, Magento's pattern). */
export const PLACEHOLDER_IMAGE = "catalog/product/placeholder/image.svg"

export { type ProductSource, toProductSource } from "./productSource.js"

export const mediaUrl = (context: GraphqlContext, path: string): string =>
  `${context.urls.base}media/${path}`

const productImage = (context: GraphqlContext, p: ProductListRow, path: string | null) => ({
  url: mediaUrl(context, path ?? PLACEHOLDER_IMAGE),
  label: p.name,
  position: null,
  disabled: false,
})

const cents = (value: number | null): number | null => (value === null ? null : value / 100)

type R<T> = (parent: ProductSource, args: Record<string, never>, context: GraphqlContext) => T

const loadProducts = async (context: GraphqlContext, ids: readonly number[]) => {
  const loaders = context.loaders.catalog
  const rows = await Promise.all(ids.map((id) => loaders.products.load(id)))
  return rows.filter((r): r is ProductListRow => r !== undefined).map(toProductSource)
}

const linked =
  (linkType: string): R<Promise<ProductSource[]>> =>
  async (p, _args, context) => {
    const links = (await context.loaders.catalog.links.load(p.id)) ?? []
    return loadProducts(
      context,
      links.filter((l) => l.link_type === linkType).map((l) => l.linked_product_id),
    )
  }

/**
 * Magento's only_x_left_in_stock: the units left while they are at most the store's
 * "Only X left" threshold (cataloginventory/options/stock_threshold_qty), from the live stock.
 */
export const STOCK_THRESHOLD_QTY = 3
const onlyXLeftInStock = (p: ProductSource): number | null => {
  const left = unitsLeft(p)
  return left > 0 && left <= STOCK_THRESHOLD_QTY ? left : null
}

/** Labels whose stock condition holds and whose text variables all have a value. */
const labels =
  (look: "product_look" | "category_look"): R<Promise<unknown[]>> =>
  async (p, _args, context) =>
    ((await context.loaders.catalog.labels.load(p.id)) ?? []).flatMap((l) => {
      if (!stockConditionHolds(l.stock_less, p)) return []
      const txt = labelText(l[look].txt, p)
      if (txt === null) return []
      return [toAmLabel(context, p, l, look, txt)]
    })

const toAmLabel = (
  context: GraphqlContext,
  p: ProductSource,
  l: LabelRow,
  look: "product_look" | "category_look",
  txt: string,
) => ({
  label_id: l.id,
  product_id: p.id,
  name: l.name,
  txt,
  is_visible: l.is_visible,
  image: l[look].image === null ? null : mediaUrl(context, l[look].image ?? ""),
  position: l[look].position,
  size: l[look].size,
  style: l[look].style,
  tooltip_settings: l.tooltip,
  customer_group_ids: l.customer_group_ids,
  redirect_url: l.redirect_url,
  alt_tag: l.alt_tag,
})

const OPTION_TYPENAMES: Readonly<Record<string, string>> = {
  drop_down: "CustomizableDropDownOption",
  radio: "CustomizableRadioOption",
  checkbox: "CustomizableCheckboxOption",
  multiple: "CustomizableMultipleOption",
  field: "CustomizableFieldOption",
  area: "CustomizableAreaOption",
  date: "CustomizableDateOption",
  file: "CustomizableFileOption",
}

const customizableOptions: R<Promise<unknown[]>> = async (p, _args, context) =>
  ((await context.loaders.catalog.productOptions.load(p.id)) ?? []).map((o) => {
    const values = o.values.map((v) => ({ ...v, price: v.price / 100 }))
    const single = ["field", "area", "date", "file"].includes(o.type)
    return {
      __typename: OPTION_TYPENAMES[o.type] ?? "CustomizableDropDownOption",
      uid: o.uid,
      option_id: o.id,
      title: o.title,
      required: o.required,
      sort_order: o.sort_order,
      value: single ? (values[0] ?? null) : values,
    }
  })

/** A long text of the product: from the row when it has it, else batched by id. */
const productText = async (
  p: ProductSource,
  field: ProductTextField,
  context: GraphqlContext,
): Promise<string | null> => {
  const own = p[field]
  if (own !== undefined) return own
  return (await context.loaders.catalog.texts.load(p.id))?.[field] ?? null
}

const text =
  (field: ProductTextField): R<Promise<string | null>> =>
  (p, _args, context) =>
    productText(p, field, context)

/** Resolvers every product type has (graphql-tools does not inherit interface resolvers). */
export const productFieldResolvers = {
  ...productLegacyResolvers,
  description: (async (p, _args, context) => ({
    html: await productText(p, "description", context),
  })) as R<unknown>,
  short_description: (async (p, _args, context) => ({
    html: await productText(p, "short_description", context),
  })) as R<unknown>,
  tab_box: text("tab_box"),
  tab_specs_dims: text("tab_specs_dims"),
  meta_title: text("meta_title"),
  meta_keyword: text("meta_keyword"),
  meta_description: text("meta_description"),
  special_price: ((p) => cents(p.special_price)) as R<number | null>,
  stu_price: ((p) => cents(p.stu_price)) as R<number | null>,
  gift_message_available: ((p) => String(p.gift_message_available)) as R<string>,
  image: ((p, _a, c) => productImage(c, p, p.image)) as R<unknown>,
  small_image: ((p, _a, c) => productImage(c, p, p.small_image)) as R<unknown>,
  thumbnail: ((p, _a, c) => productImage(c, p, p.thumbnail)) as R<unknown>,
  swatch_image: ((p) => p.swatch_image) as R<string | null>,
  url_suffix: (() => PRODUCT_URL_SUFFIX) as R<string>,
  url_path: (() => null) as R<null>,
  canonical_url: ((p) => `${p.url_key}${PRODUCT_URL_SUFFIX}`) as R<string>,
  relative_url: ((p) => `${p.url_key}${PRODUCT_URL_SUFFIX}`) as R<string>,
  redirect_code: (() => 0) as R<number>,
  type: (() => "PRODUCT") as R<string>,
  price_range: ((p, _a, c) => ({
    minimum_price: productPrice(p.min_regular_price, p.min_final_price, c.displayCurrency),
    maximum_price: productPrice(p.max_regular_price, p.max_final_price, c.displayCurrency),
  })) as R<unknown>,
  media_gallery: (async (p, _a, c) => {
    const rows = (await c.loaders.catalog.media.load(p.id)) ?? []
    if (rows.length === 0)
      return [{ __typename: "ProductImage", ...productImage(c, p, null), position: 1 }]
    return rows.map((m) => ({
      __typename: "ProductImage",
      url: mediaUrl(c, m.path),
      label: m.label,
      position: m.position,
      disabled: m.disabled,
    }))
  }) as R<Promise<unknown[]>>,
  url_rewrites: (async (p, _a, c) =>
    ((await c.loaders.catalog.urlRewrites.load(p.id)) ?? []).map((r) => ({
      url: r.request_path,
      parameters: [{ name: "id", value: String(p.id) }],
    }))) as R<Promise<unknown[]>>,
  categories: (async (p, _a, c) => {
    const loaders = c.loaders.catalog
    const [ids, index] = await Promise.all([
      p.category_ids ?? loaders.categoryIds.load(p.id),
      loaders.categories(),
    ])
    return (ids ?? [])
      .map((id) => index.byId.get(id))
      .filter((row) => row !== undefined)
      .map(toCategorySource)
  }) as R<Promise<CategorySource[]>>,
  related_products: linked("related"),
  upsell_products: linked("upsell"),
  crosssell_products: linked("crosssell"),
  product_links: (async (p, _a, c) =>
    ((await c.loaders.catalog.links.load(p.id)) ?? []).map((l) => ({
      __typename: "ProductLinks",
      sku: p.sku,
      link_type: l.link_type,
      linked_product_sku: l.sku,
      linked_product_type: l.linked_type_id,
      position: l.position,
    }))) as R<Promise<unknown[]>>,
  only_x_left_in_stock: ((p) => onlyXLeftInStock(p)) as R<number | null>,
  am_product_labels: labels("product_look"),
  am_category_labels: labels("category_look"),
}

/** For the types implementing CustomizableProductInterface (all but grouped). */
export const customizableResolvers = { options: customizableOptions }

const typeData = (p: ProductSource, key: string): unknown => p.type_data[key] ?? null

export const configurableResolvers = {
  configurable_options: (async (p, _a, c) =>
    ((await c.loaders.catalog.configurableOptions.load(p.id)) ?? []).map((o) => ({
      id: o.id,
      uid: o.uid,
      attribute_id: String(o.attribute_id),
      attribute_id_v2: o.attribute_id,
      attribute_uid: o.attribute_uid,
      attribute_code: o.attribute_code,
      label: o.label,
      position: o.position,
      use_default: true,
      product_id: p.id,
      values: o.values.map((v) => ({
        value_index: v.value_index,
        uid: v.uid,
        label: v.label,
        default_label: v.label,
        store_label: v.label,
        use_default_value: true,
        swatch_data:
          v.swatch === undefined
            ? null
            : {
                __typename: v.swatch.type === "color" ? "ColorSwatchData" : "TextSwatchData",
                value: v.swatch.value,
              },
      })),
    }))) as R<Promise<unknown[]>>,
  variants: (async (p, _a, c) => {
    const rows = (await c.loaders.catalog.variants.load(p.id)) ?? []
    const children = await loadProducts(
      c,
      rows.map((r) => r.product_id),
    )
    const byId = new Map(children.map((child) => [child.id, child]))
    return rows.map((r) => ({ attributes: r.attributes, product: byId.get(r.product_id) ?? null }))
  }) as R<Promise<unknown[]>>,
}

export const bundleResolvers = {
  dynamic_price: ((p) => typeData(p, "dynamic_price")) as R<unknown>,
  dynamic_sku: ((p) => typeData(p, "dynamic_sku")) as R<unknown>,
  dynamic_weight: ((p) => typeData(p, "dynamic_weight")) as R<unknown>,
  price_view: ((p) => typeData(p, "price_view")) as R<unknown>,
  ship_bundle_items: ((p) => typeData(p, "ship_bundle_items")) as R<unknown>,
  items: (async (p, _a, c) => {
    const loaders = c.loaders.catalog
    const [options, selections] = await Promise.all([
      loaders.bundleOptions.load(p.id),
      loaders.bundleSelections.load(p.id),
    ])
    return (options ?? []).map((o) => {
      const mine = (selections ?? []).filter((s) => s.option_id === o.id)
      const prices = mine.map((s) => s.price * s.quantity)
      const low = prices.length === 0 ? 0 : Math.min(...prices)
      const high = prices.length === 0 ? 0 : Math.max(...prices)
      return {
        option_id: o.id,
        uid: o.uid,
        title: o.title,
        required: o.required,
        type: o.type,
        position: o.position,
        sku: p.sku,
        price_range: {
          minimum_price: productPrice(low, low, c.displayCurrency),
          maximum_price: productPrice(high, high, c.displayCurrency),
        },
        options: mine.map((s) => ({
          id: s.id,
          uid: s.uid,
          product_id: s.product_id,
          quantity: s.quantity,
          qty: s.quantity,
          position: s.position,
          is_default: s.is_default,
          price: s.price / 100,
          price_type: s.price_type,
          can_change_quantity: s.can_change_quantity,
        })),
      }
    })
  }) as R<Promise<unknown[]>>,
}

type SelectionSource = { readonly product_id: number }

export const bundleItemOptionResolvers = {
  product: async (s: SelectionSource, _a: unknown, c: GraphqlContext) =>
    (await loadProducts(c, [s.product_id]))[0] ?? null,
  label: async (s: SelectionSource, _a: unknown, c: GraphqlContext) =>
    (await c.loaders.catalog.products.load(s.product_id))?.name ?? null,
}

export const groupedResolvers = {
  items: (async (p, _a, c) => {
    const rows = (await c.loaders.catalog.grouped.load(p.id)) ?? []
    const children = await loadProducts(
      c,
      rows.map((r) => r.child_id),
    )
    const byId = new Map(children.map((child) => [child.id, child]))
    return rows.map((r) => ({
      qty: r.qty,
      position: r.position,
      product: byId.get(r.child_id) ?? null,
    }))
  }) as R<Promise<unknown[]>>,
}

export const downloadableResolvers = {
  links_title: ((p) => typeData(p, "links_title")) as R<unknown>,
  links_purchased_separately: ((p) => typeData(p, "links_purchased_separately")) as R<unknown>,
  downloadable_product_links: (async (p, _a, c) =>
    ((await c.loaders.catalog.downloadableLinks.load(p.id)) ?? []).map((l) => ({
      ...l,
      price: l.price / 100,
    }))) as R<Promise<unknown[]>>,
  downloadable_product_samples: (async (p, _a, c) =>
    (await c.loaders.catalog.downloadableSamples.load(p.id)) ?? []) as R<Promise<unknown[]>>,
}
