// What the admin REST API's handlers share: the sales dependencies, counters, the store admin.
import type { AdminAuthOptions } from "../admin/adminAccounts.js"
import type { StoreAdmin } from "../admin/storeAdmin.js"
import type { SalesDeps } from "../sales/salesDeps.js"
import type { SharedState } from "../sharedState/sharedState.js"

export interface AdminRestState extends SalesDeps {
  readonly sharedState: SharedState
  readonly storeAdmin: StoreAdmin
  readonly auth?: AdminAuthOptions
}
