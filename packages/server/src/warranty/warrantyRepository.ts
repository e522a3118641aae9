import { sql } from "drizzle-orm"
import { firstRow, type Queryable } from "../cart/sqlRows.js"

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
