import type { StoreConfig, Storefront } from "@shutter/sdk"
import { proxy, ref } from "valtio"

/** The storeConfig the app shows: busy and error state live here, not in components. */
export interface StoreConfigState {
  status: "idle" | "loading" | "done"
  data: StoreConfig | undefined
  error: unknown
}

export interface StoreConfigStore {
  readonly state: StoreConfigState
  /** Loads once; later calls (other components, StrictMode re-runs) do nothing. */
  readonly load: () => void
}

// Kept as refs so the SDK's tagged error stays the same instance (`error._tag`, `instanceof`).
const keep = <T>(value: T): T =>
  typeof value === "object" && value !== null ? (ref(value) as T) : value

export const createStoreConfigStore = (storefront: Storefront): StoreConfigStore => {
  const state = proxy<StoreConfigState>({ status: "idle", data: undefined, error: undefined })
  const load = () => {
    if (state.status !== "idle") return
    state.status = "loading"
    storefront.store.config().then(
      (config) => {
        state.data = keep(config)
        state.status = "done"
      },
      (error: unknown) => {
        state.error = keep(error)
        state.status = "done"
      },
    )
  }
  return { state, load }
}
