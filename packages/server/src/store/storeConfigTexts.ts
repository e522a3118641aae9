import { and, eq, type SQL, sql } from "drizzle-orm"
import { storeConfig } from "../db/schema.js"
import type { Queryable } from "../db/sqlRows.js"

/** A setting as text, the way Magento's core_config_data holds it (a JSON string unquoted). */
const valueText = sql<string | null>`${storeConfig.value} #>> '{}'`

/** A store view's settings whose path matches `paths` (e.g. `inArray(storeConfig.path, […])`), as text. */
export const storeConfigTexts = (
  db: Queryable,
  storeId: number,
  paths: SQL | undefined,
): Promise<{ path: string; value: string | null }[]> =>
  db
    .select({ path: storeConfig.path, value: valueText })
    .from(storeConfig)
    .where(and(eq(storeConfig.storeId, storeId), paths))
