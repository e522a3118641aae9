import { buildCatalog, type Catalog, type Product } from "@shutter/fixtures"
import { sql } from "drizzle-orm"
import {
  amLabels,
  attributeOptions,
  attributes,
  bundleOptions,
  bundleSelections,
  categories,
  configurableOptions,
  configurableVariants,
  downloadableLinks,
  downloadableSamples,
  giftCardAmounts,
  groupedLinks,
  productAttributeValues,
  productCategories,
  productLabels,
  productLinks,
  productMedia,
  productOptions,
  products,
  urlRewrites,
} from "../db/catalogSchema.js"
import type { Db, Tx } from "../db/database.js"
import { mediaFiles } from "../db/schema.js"
import type { SeedStep } from "../db/seed.js"
import { insertInBatches } from "./batchInsert.js"
import { rebuildCatalogIndexes } from "./catalogIndexes.js"
import { attributeIds, priceRangeOf, productRow, reviewSummaries } from "./catalogRows.js"

/** About 3 MB of SVG per statement. */
const IMAGES_PER_STATEMENT = 1000

const insertCategories = (tx: Tx, catalog: Catalog) =>
  insertInBatches(
    tx,
    categories,
    catalog.categories.map((c) => ({
      id: c.id,
      uid: c.uid,
      parentId: c.parent_id,
      path: c.path,
      level: c.level,
      position: c.position,
      name: c.name,
      urlKey: c.url_key,
      urlPath: c.url_path,
      includeInMenu: c.include_in_menu,
      isAnchor: c.is_anchor,
      displayMode: c.display_mode,
      defaultSortBy: c.default_sort_by,
      description: c.description,
      image: c.image,
      metaTitle: c.meta_title,
      metaDescription: c.meta_description,
      metaKeywords: c.meta_keywords,
      createdAt: c.created_at,
    })),
  )

const insertAttributes = async (tx: Tx, catalog: Catalog) => {
  await insertInBatches(
    tx,
    attributes,
    catalog.attributes.map((a) => ({
      id: a.attribute_id,
      uid: a.attribute_uid,
      code: a.attribute_code,
      label: a.label,
      inputType: a.input_type,
      position: a.position,
      isFilterable: a.is_filterable,
    })),
  )
  await insertInBatches(
    tx,
    attributeOptions,
    catalog.attributes.flatMap((a) =>
      a.options.map((o) => ({
        attributeId: a.attribute_id,
        valueIndex: o.value_index,
        label: o.label,
        sortOrder: o.sort_order,
        swatchType: o.swatch?.type ?? null,
        swatchValue: o.swatch?.value ?? null,
      })),
    ),
  )
}

/** Everything hanging off products: categories, values, media, links, type-specific rows. */
export const productChildRows = (list: readonly Product[], attributeIdOf: Map<string, number>) => {
  const skuToId = new Map(list.map((p) => [p.sku, p.id]))
  return {
    categories: list.flatMap((p) =>
      p.categories.map((c) => ({
        categoryId: c.category_id,
        productId: p.id,
        position: c.position,
      })),
    ),
    values: list.flatMap((p) =>
      Object.entries(p.attribute_values).flatMap(([code, values]) => {
        const attributeId = attributeIdOf.get(code)
        if (attributeId === undefined || values === undefined) return []
        return [...new Set(values)].map((valueIndex) => ({
          productId: p.id,
          attributeId,
          valueIndex,
        }))
      }),
    ),
    media: list.flatMap((p) =>
      p.media_gallery.map((m) => ({
        id: m.id,
        productId: p.id,
        path: m.url,
        label: m.label,
        position: m.position,
        disabled: m.disabled,
        types: [...m.types],
      })),
    ),
    links: list.flatMap((p) =>
      p.product_links.flatMap((l) => {
        const linkedProductId = skuToId.get(l.linked_product_sku)
        return linkedProductId === undefined
          ? []
          : [{ productId: p.id, linkType: l.link_type, linkedProductId, position: l.position }]
      }),
    ),
    labels: list.flatMap((p) => p.label_ids.map((labelId) => ({ productId: p.id, labelId }))),
  }
}

const insertProducts = async (tx: Tx, catalog: Catalog) => {
  const byId = new Map(catalog.products.map((p) => [p.id, p]))
  const reviews = reviewSummaries(catalog.reviews)
  await insertInBatches(
    tx,
    products,
    catalog.products.map((p) => productRow(p, priceRangeOf(p, byId), reviews.get(p.id))),
  )
  const rows = productChildRows(catalog.products, attributeIds(catalog))
  await insertInBatches(tx, productCategories, rows.categories)
  await insertInBatches(tx, productAttributeValues, rows.values)
  await insertInBatches(tx, productMedia, rows.media)
  await insertInBatches(tx, productLinks, rows.links)
  await insertInBatches(tx, productLabels, rows.labels)

  const list = catalog.products
  await insertInBatches(
    tx,
    configurableOptions,
    list.flatMap((p) =>
      p.type_id !== "configurable"
        ? []
        : p.configurable_options.map((o) => ({
            id: o.id,
            productId: p.id,
            uid: o.uid,
            attributeId: o.attribute_id,
            attributeUid: o.attribute_uid,
            attributeCode: o.attribute_code,
            label: o.label,
            position: o.position,
            values: o.values.map((v) => ({
              value_index: v.value_index,
              uid: v.uid,
              label: v.label,
              ...(v.swatch === undefined ? {} : { swatch: { ...v.swatch } }),
            })),
          })),
    ),
  )
  await insertInBatches(
    tx,
    configurableVariants,
    list.flatMap((p) =>
      p.type_id !== "configurable"
        ? []
        : p.variants.map((v, position) => ({
            parentId: p.id,
            productId: v.product_id,
            position,
            attributes: v.attributes.map((a) => ({ ...a })),
          })),
    ),
  )
  const bundles = list.flatMap((p) => (p.type_id === "bundle" ? [p] : []))
  await insertInBatches(
    tx,
    bundleOptions,
    bundles.flatMap((p) =>
      p.items.map((i) => ({
        id: i.option_id,
        productId: p.id,
        uid: i.uid,
        title: i.title,
        required: i.required,
        type: i.type,
        position: i.position,
      })),
    ),
  )
  await insertInBatches(
    tx,
    bundleSelections,
    bundles.flatMap((p) =>
      p.items.flatMap((i) =>
        i.options.map((s) => ({
          id: s.id,
          optionId: i.option_id,
          bundleId: p.id,
          productId: s.product_id,
          uid: s.uid,
          quantity: s.quantity,
          position: s.position,
          isDefault: s.is_default,
          price: s.price,
          priceType: s.price_type,
          canChangeQuantity: s.can_change_quantity,
        })),
      ),
    ),
  )
  await insertInBatches(
    tx,
    groupedLinks,
    list.flatMap((p) =>
      p.type_id !== "grouped"
        ? []
        : p.items.map((i) => ({
            productId: p.id,
            childId: i.product_id,
            qty: i.qty,
            position: i.position,
          })),
    ),
  )
  const downloadables = list.flatMap((p) => (p.type_id === "downloadable" ? [p] : []))
  await insertInBatches(
    tx,
    downloadableLinks,
    downloadables.flatMap((p) =>
      p.downloadable_product_links.map((l) => ({
        id: l.id,
        productId: p.id,
        uid: l.uid,
        title: l.title,
        sortOrder: l.sort_order,
        price: l.price,
        linkUrl: l.link_url,
        sampleUrl: l.sample_url,
        numberOfDownloads: l.number_of_downloads,
        isShareable: l.is_shareable,
      })),
    ),
  )
  await insertInBatches(
    tx,
    downloadableSamples,
    downloadables.flatMap((p) =>
      p.downloadable_product_samples.map((s) => ({
        id: s.id,
        productId: p.id,
        title: s.title,
        sortOrder: s.sort_order,
        sampleUrl: s.sample_url,
      })),
    ),
  )
  await insertInBatches(
    tx,
    giftCardAmounts,
    list.flatMap((p) =>
      p.type_id !== "giftcard"
        ? []
        : p.giftcard_amounts.map((a) => ({
            valueId: a.value_id,
            productId: p.id,
            uid: a.uid,
            value: a.value,
          })),
    ),
  )
  await insertInBatches(
    tx,
    productOptions,
    list.flatMap((p) =>
      p.type_id !== "virtual"
        ? []
        : p.options.map((o) => ({
            id: o.option_id,
            productId: p.id,
            uid: o.uid,
            title: o.title,
            type: o.type,
            required: o.required,
            sortOrder: o.sort_order,
            values: o.values.map((v) => ({ ...v })),
          })),
    ),
  )
}

const insertLabelsAndRewrites = async (tx: Tx, catalog: Catalog) => {
  await insertInBatches(
    tx,
    amLabels,
    catalog.labels.map((l) => ({
      id: l.label_id,
      name: l.name,
      isVisible: l.is_visible,
      customerGroupIds: l.customer_group_ids,
      redirectUrl: l.redirect_url,
      altTag: l.alt_tag,
      tooltip: { ...l.tooltip_settings },
      productLook: { ...l.product },
      categoryLook: { ...l.category },
      stockLess: l.stock_less ?? null,
    })),
  )
  await insertInBatches(
    tx,
    urlRewrites,
    catalog.url_rewrites.map((r) => ({
      id: r.url_rewrite_id,
      storeId: r.store_id,
      requestPath: r.request_path,
      targetPath: r.target_path,
      entityType: r.entity_type,
      entityId: r.entity_id,
      redirectCode: r.redirect_code,
    })),
  )
}

/**
 * SVG images into the media table, sent as text and stored as its UTF-8 bytes: half the time of
 * sending them as bytea (hex, twice the size) on a fresh database. `skipExisting` leaves a path
 * already stored as it is.
 */
export const insertSvgImages = async (
  tx: Tx | Db,
  images: ReadonlyArray<{ readonly path: string; readonly svg: string }>,
  options: { readonly skipExisting?: boolean } = {},
): Promise<void> => {
  const rows = images.map((image) => ({ path: image.path, body: image.svg }))
  for (let start = 0; start < rows.length; start += IMAGES_PER_STATEMENT)
    await tx.execute(sql`
      insert into ${mediaFiles} (path, content_type, body)
      select r.path, 'image/svg+xml', convert_to(r.body, 'UTF8')
      from json_to_recordset(${JSON.stringify(rows.slice(start, start + IMAGES_PER_STATEMENT))}::json)
        as r(path text, body text)
      ${options.skipExisting ? sql`on conflict (path) do nothing` : sql``}`)
}

/** The fixture catalogue: categories, attributes, products of every type, labels, URLs, images. */
export const catalogSeed: SeedStep = {
  name: "catalog/fixtures",
  run: async (tx) => {
    const catalog = buildCatalog()
    await insertCategories(tx, catalog)
    await insertAttributes(tx, catalog)
    await insertProducts(tx, catalog)
    await insertLabelsAndRewrites(tx, catalog)
    await insertSvgImages(tx, catalog.images)
    await rebuildCatalogIndexes(tx)
  },
}
