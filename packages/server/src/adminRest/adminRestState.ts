// What the admin REST API's handlers share: the sales dependencies, counters, the store admin.
import type { AdminAuthOptions } from "../admin/adminAccounts.js"
import type { StoreAdmin } from "../admin/storeAdmin.js"
import type { SharedState } from "../platform/sharedState/sharedState.js"
import type { SalesDeps } from "../sales/salesDeps.js"

export interface AdminRestState extends SalesDeps {
  readonly sharedState: SharedState
  readonly storeAdmin: StoreAdmin
  readonly auth?: AdminAuthOptions
}
