// Raw SQL by design: the anchor index is rebuilt with set-based statements over the category tree.
import { sql } from "drizzle-orm"
import type { Db, Tx } from "../db/database.js"

/**
 * Rebuilds the anchor index: each category lists its own visible products and, when it is an
 * anchor, its descendants' too. Own links keep their position; inherited ones come after
 * (10000 + their position in the child), as Magento's index does.
 */
export const rebuildCategoryProductIndex = async (tx: Tx | Db): Promise<void> => {
  await tx.execute(sql`delete from category_product_index`)
  await tx.execute(sql`
    insert into category_product_index (category_id, product_id, position)
    select c.id, pc.product_id,
           min(case when pc.category_id = c.id then pc.position else 10000 + pc.position end)
    from categories c
    join categories d on d.id = c.id or (c.is_anchor = 1 and d.path like c.path || '/%')
    join product_categories pc on pc.category_id = d.id
    join products p on p.id = pc.product_id and p.visibility in (2, 4) and p.status = 1
    group by c.id, pc.product_id`)
  await tx.execute(sql`
    update categories c set product_count = coalesce(
      (select count(*) from category_product_index i where i.category_id = c.id), 0)`)
}
