import type { ReactNode } from "react"
import { Footer } from "./Footer.js"
import { Header } from "./Header.js"
import { PromoBar } from "./PromoBar.js"
import { TopMenu } from "./TopMenu.js"

/** Spec §2 Layout: the frame every page sits in. */
export const PageFrame = ({ children }: { readonly children: ReactNode }) => (
  <div className="page-frame">
    <a className="skip-link" href="#main">
      Skip to content
    </a>
    <TopMenu />
    <Header />
    <PromoBar />
    <main id="main" className="page-area">
      {children}
    </main>
    <Footer />
  </div>
)
