import { useStoreConfig } from "@shutter/react"
import { hasThirdPartyScripts } from "@shutter/sdk/rules"
import { useEffect } from "react"
import { watchEarlyPress } from "./earlyPress.js"

watchEarlyPress()

/**
 * Spec §9: the store's third-party scripts. The loader that decides when they come is its own
 * chunk, fetched only when the store configured one; the scripts themselves follow later still.
 */
export const ThirdPartyScripts = () => {
  const config = useStoreConfig().data
  useEffect(() => {
    if (config === undefined || !hasThirdPartyScripts(config)) return
    import("./pageScripts.js").then(
      (scripts) => scripts.startThirdPartyScripts(config),
      () => undefined,
    )
  }, [config])
  return null
}
