import { useStoreConfig } from "@shutter/react"
import { headerLogo } from "@shutter/sdk"
import { Link } from "wouter"

export const Header = () => {
  const { data: config } = useStoreConfig()
  const logo = config ? headerLogo(config) : undefined
  return (
    <header className="site-header">
      <Link href="/" className="site-header__brand" aria-label={config?.store_name ?? "Home"}>
        {logo ? (
          <img
            src={logo.src}
            alt={logo.alt}
            width={logo.width}
            height={logo.height}
            className="site-header__logo"
            fetchPriority="high"
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
