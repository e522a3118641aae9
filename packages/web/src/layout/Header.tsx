import { useStoreConfig } from "@shutter/react"
import { Link } from "wouter"

// Spec §9: default logo 35x34, shown at 189x68 when the store gives no size.
const defaultLogo = { width: 189, height: 68 }

const joinUrl = (base: string, path: string): string =>
  /^https?:\/\//.test(path) ? path : `${base.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`

export const Header = () => {
  const { data: config } = useStoreConfig()
  const logoSrc =
    config?.header_logo_src && config.base_media_url
      ? // Magento keeps header logos under {media}/logo/ and header_logo_src is relative to it.
        joinUrl(config.base_media_url, `logo/${config.header_logo_src}`)
      : undefined
  return (
    <header className="site-header">
      <Link href="/" className="site-header__brand" aria-label={config?.store_name ?? "Home"}>
        {logoSrc ? (
          <img
            src={logoSrc}
            alt={config?.logo_alt ?? config?.store_name ?? ""}
            width={config?.logo_width ?? defaultLogo.width}
            height={config?.logo_height ?? defaultLogo.height}
            className="site-header__logo"
          />
        ) : (
          <span className="site-header__logo site-header__logo--pending" />
        )}
        <span className="site-header__name" data-testid="store-name">
          {config?.store_name ?? ""}
        </span>
      </Link>
    </header>
  )
}
