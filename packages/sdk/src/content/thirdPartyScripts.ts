// Spec §9 and §2: the storefront's third-party scripts (chat widget, ad tracker, reviews widget,
// financing widget, analytics, ratings widget) and the store settings that turn each on. When
// each loads is `thirdPartyScriptLoader.ts`'s rule; both are "@shutter/sdk/third-party", apart
// from the first paint's rules (there only `hasThirdPartyScripts`).

/** Every third-party script the store can configure. */
export const THIRD_PARTY_SCRIPTS = [
  "chatWidget",
  "adTracker",
  "reviewsWidget",
  "financingWidget",
  "analytics",
  "ratingsWidget",
] as const

export type ThirdPartyScriptName = (typeof THIRD_PARTY_SCRIPTS)[number]

/** Each script's storeConfig fields: `{prefix}_script_url` and `{prefix}_key`. */
const CONFIG_PREFIXES = {
  chatWidget: "chat_widget",
  adTracker: "ad_tracker",
  reviewsWidget: "reviews_widget",
  financingWidget: "financing_widget",
  analytics: "analytics",
  ratingsWidget: "ratings_widget",
} as const satisfies Record<ThirdPartyScriptName, string>

type ConfigPrefix = (typeof CONFIG_PREFIXES)[ThirdPartyScriptName]

/**
 * The storeConfig fields of the third-party scripts (Shutter's extension); absent where the
 * installation does not serve them (stock Magento), which is every script off.
 */
export type ThirdPartyScriptsConfig = {
  readonly [P in ConfigPrefix as `${P}_script_url` | `${P}_key`]?: string | null
}

/** A configured script, ready to add to a page. */
export interface ThirdPartyScript {
  readonly name: ThirdPartyScriptName
  /** The script's URL, `{key}` in it replaced by the account key. */
  readonly src: string
  /** The account key, when the store set one (a script may also read it from its element). */
  readonly key: string | undefined
}

const KEY_PLACEHOLDER = "{key}"

/** A URL a page may load a script from: http(s), protocol-relative or site-relative. */
const isScriptUrl = (url: string): boolean => /^(https?:\/\/|\/)/i.test(url)

/**
 * The scripts the store configured, in `THIRD_PARTY_SCRIPTS` order: each with a script URL set,
 * and a key where its URL asks for one (`{key}`); others are off.
 */
export const thirdPartyScriptsOf = (
  config: ThirdPartyScriptsConfig | undefined,
): ReadonlyArray<ThirdPartyScript> =>
  THIRD_PARTY_SCRIPTS.flatMap((name) => {
    const prefix = CONFIG_PREFIXES[name]
    const url = config?.[`${prefix}_script_url`]?.trim() ?? ""
    const key = config?.[`${prefix}_key`]?.trim() || undefined
    if (!isScriptUrl(url)) return []
    if (url.includes(KEY_PLACEHOLDER) && key === undefined) return []
    const src = key === undefined ? url : url.replaceAll(KEY_PLACEHOLDER, encodeURIComponent(key))
    return [{ name, src, key }]
  })
