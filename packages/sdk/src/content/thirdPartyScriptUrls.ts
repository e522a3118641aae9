// Spec §9: whether a page needs the third-party script loader at all, a check small enough for a
// first paint ("@shutter/sdk/rules"). Which scripts load, and when, is "@shutter/sdk/third-party".
import type { ThirdPartyScriptsConfig } from "./thirdPartyScripts.js"

/**
 * Whether the store set any third-party script URL: only then does a UI fetch the loader, which
 * loads the scripts `thirdPartyScriptsOf` accepts. False on a fresh install and a stock Magento.
 */
export const hasThirdPartyScripts = (config: ThirdPartyScriptsConfig | undefined): boolean =>
  Object.entries(config ?? {}).some(
    ([field, value]) =>
      field.endsWith("_script_url") && typeof value === "string" && value.trim() !== "",
  )
