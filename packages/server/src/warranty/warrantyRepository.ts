import { sql } from "drizzle-orm"
import { firstRow, type Queryable, rows } from "../cart/sqlRows.js"

export interface WarrantyOffer {
  readonly plan_id: string
  readonly offer_plan_id: string
  readonly coverage_type: string
  readonly title: string
  readonly term: number
  readonly price: number
}

/**
 * Where a plan covers product `p`: one of the product's categories is the offer's category or
 * below it, and the product's final price lies in the offer's band.
 */
const COVERS = sql.raw(
  `p.min_final_price >= o.min_product_price
   and (o.max_product_price is null or p.min_final_price <= o.max_product_price)
   and exists (
     select 1 from product_categories pc join categories c on c.id = pc.category_id
     where pc.product_id = p.id
       and ('/' || c.path || '/') like ('%/' || o.category_id || '/%'))`,
)

/** The plan, if it is offered for the product (its categories and price band). */
export const offerForProduct = (db: Queryable, planId: string, productId: number) =>
  firstRow<WarrantyOffer>(
    db,
    sql`select o.plan_id, o.offer_plan_id, o.coverage_type, o.title, o.term, o.price
        from warranty_offers o join products p on p.id = ${productId}
        where o.plan_id = ${planId} and ${COVERS}
        limit 1`,
  )

/** A product by sku, with the plans offered for it (one per plan, shortest term first). */
export const offersForSku = async (
  db: Queryable,
  sku: string,
): Promise<{ readonly productId: number; readonly offers: WarrantyOffer[] } | undefined> => {
  const product = await firstRow<{ id: number }>(
    db,
    sql`select id from products where sku = ${sku} and status = 1`,
  )
  if (product === undefined) return undefined
  const offers = await rows<WarrantyOffer>(
    db,
    sql`select distinct on (o.plan_id)
          o.plan_id, o.offer_plan_id, o.coverage_type, o.title, o.term, o.price
        from warranty_offers o join products p on p.id = ${product.id}
        where ${COVERS}
        order by o.plan_id`,
  )
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
  const lead = await firstRow<{ sku: string; name: string }>(
    db,
    sql`select l.sku, p.name from warranty_leads l join products p on p.sku = l.sku
        where l.token = ${token} and l.region = ${region}
          and (l.expires_at is null or l.expires_at > now())`,
  )
  if (lead === undefined) return undefined
  const found = await offersForSku(db, lead.sku)
  return found === undefined ? undefined : { ...lead, ...found }
}
