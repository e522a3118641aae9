import type { StoreConfig } from "./store.graphql.js"

/** Spec §9: the default logo is 35x34 and is shown at 189x68. */
export const DEFAULT_LOGO = { width: 189, height: 68 } as const

export interface HeaderLogo {
  readonly src: string
  readonly alt: string
  readonly width: number
  readonly height: number
}

/**
 * The header logo of a store view. Magento keeps header logos in the media `logo/` folder and
 * `header_logo_src` is relative to it, so the URL is `{base_media_url}logo/{header_logo_src}`
 * (an absolute `header_logo_src` is used as it is).
 */
export const headerLogo = (
  config: Pick<
    StoreConfig,
    "header_logo_src" | "base_media_url" | "logo_alt" | "logo_width" | "logo_height" | "store_name"
  >,
): HeaderLogo | undefined => {
  const path = config.header_logo_src
  if (!path) return undefined
  const src = /^(https?:)?\/\//.test(path)
    ? path
    : `${(config.base_media_url ?? "/media/").replace(/\/+$/, "")}/logo/${path.replace(/^\/+/, "")}`
  return {
    src,
    alt: config.logo_alt ?? config.store_name ?? "",
    width: config.logo_width ?? DEFAULT_LOGO.width,
    height: config.logo_height ?? DEFAULT_LOGO.height,
  }
}
