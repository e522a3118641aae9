import { and, asc, eq, gt, isNull, or, sql } from "drizzle-orm"
import { warrantyLeads, warrantyOffers } from "../db/cartSchema.js"
import { products } from "../db/catalogSchema.js"
import type { Queryable } from "../db/sqlRows.js"

export type WarrantyOffer = Pick<
  typeof warrantyOffers.$inferSelect,
  "planId" | "offerPlanId" | "coverageType" | "title" | "term" | "price"
>

const offerColumns = {
  planId: warrantyOffers.planId,
  offerPlanId: warrantyOffers.offerPlanId,
  coverageType: warrantyOffers.coverageType,
  title: warrantyOffers.title,
  term: warrantyOffers.term,
  price: warrantyOffers.price,
}

/**
 * Where a plan covers the joined product: one of the product's categories is the offer's
 * category or below it, and the product's final price lies in the offer's band. The category
 * test stays a correlated SQL fragment (a path prefix match); it is used only in selects joining
 * warranty_offers and products, where drizzle qualifies the outer columns.
 */
const covers = and(
  sql`${products.minFinalPrice} >= ${warrantyOffers.minProductPrice}`,
  or(
    isNull(warrantyOffers.maxProductPrice),
    sql`${products.minFinalPrice} <= ${warrantyOffers.maxProductPrice}`,
  ),
  sql`exists (
    select 1 from product_categories pc join categories c on c.id = pc.category_id
    where pc.product_id = ${products.id}
      and ('/' || c.path || '/') like ('%/' || ${warrantyOffers.categoryId} || '/%'))`,
)

/** The plan, if it is offered for the product (its categories and price band). */
export const offerForProduct = async (
  db: Queryable,
  planId: string,
  productId: number,
): Promise<WarrantyOffer | undefined> =>
  (
    await db
      .select(offerColumns)
      .from(warrantyOffers)
      .innerJoin(products, eq(products.id, productId))
      .where(and(eq(warrantyOffers.planId, planId), covers))
      .limit(1)
  )[0]

/** A product by sku, with the plans offered for it (one per plan, shortest term first). */
export const offersForSku = async (
  db: Queryable,
  sku: string,
): Promise<{ readonly productId: number; readonly offers: WarrantyOffer[] } | undefined> => {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.sku, sku), eq(products.status, 1)))
  if (product === undefined) return undefined
  const offers = await db
    .selectDistinctOn([warrantyOffers.planId], offerColumns)
    .from(warrantyOffers)
    .innerJoin(products, eq(products.id, product.id))
    .where(covers)
    .orderBy(asc(warrantyOffers.planId))
  return {
    productId: product.id,
    offers: offers.sort((a, b) => a.term - b.term || a.price - b.price),
  }
}

/** A live lead (not expired) in `region`: its product and the plans offered for it. */
export const leadByToken = async (
  db: Queryable,
  token: string,
  region: string,
): Promise<
  | {
      readonly sku: string
      readonly name: string
      readonly productId: number
      readonly offers: WarrantyOffer[]
    }
  | undefined
> => {
  const [lead] = await db
    .select({ sku: warrantyLeads.sku, name: products.name })
    .from(warrantyLeads)
    .innerJoin(products, eq(products.sku, warrantyLeads.sku))
    .where(
      and(
        eq(warrantyLeads.token, token),
        eq(warrantyLeads.region, region),
        or(isNull(warrantyLeads.expiresAt), gt(warrantyLeads.expiresAt, sql`now()`)),
      ),
    )
  if (lead === undefined) return undefined
  const found = await offersForSku(db, lead.sku)
  return found === undefined ? undefined : { ...lead, ...found }
}
