// Spec §9: whether a page needs the third-party script loader at all, and which events are a
// shopper's first interaction: small enough for a first paint ("@shutter/sdk/rules"), so a UI
// can hear a press made before the loader arrives. Which scripts load, and when, is
// "@shutter/sdk/third-party".
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

/** The events that are a shopper's first interaction (a press, a key, a touch). */
export const THIRD_PARTY_INTERACTION_EVENTS = ["pointerdown", "keydown", "touchstart"] as const
