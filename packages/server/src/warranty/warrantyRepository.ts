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

/** The plan, if it is offered for a category of the product (or an ancestor of one). */
export const offerForProduct = (db: Queryable, planId: string, productId: number) =>
  firstRow<WarrantyOffer>(
    db,
    sql`select o.plan_id, o.offer_plan_id, o.coverage_type, o.title, o.term, o.price
        from warranty_offers o
        where o.plan_id = ${planId} and exists (
          select 1 from product_categories pc join categories c on c.id = pc.category_id
          where pc.product_id = ${productId}
            and ('/' || c.path || '/') like ('%/' || o.category_id || '/%'))
        limit 1`,
  )

/** A product by sku, with the plans offered for its categories (one per plan, cheapest first). */
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
        from warranty_offers o
        where exists (
          select 1 from product_categories pc join categories c on c.id = pc.category_id
          where pc.product_id = ${product.id}
            and ('/' || c.path || '/') like ('%/' || o.category_id || '/%'))
        order by o.plan_id`,
  )
  return {
    productId: product.id,
    offers: offers.sort((a, b) => a.term - b.term || a.price - b.price),
  }
}
