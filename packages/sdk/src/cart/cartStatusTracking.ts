import { actionStatusTracking } from "../content/actionStatus.js"
import type { WritableState } from "../content/observableState.js"
import type { CartAction, CartFailure, CartStatus } from "./cartState.js"

/**
 * Runs a cart call under `status`: busy while it runs, its failure (or null on success) as the
 * action's last error. A defect or an interruption only clears busy (the last error stays).
 */
export const cartStatusTracking = (status: WritableState<CartStatus>) =>
  actionStatusTracking<CartAction, CartFailure, CartFailure>(status, (failure) => failure)
