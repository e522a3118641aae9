import type { ReactNode } from "react"
import { BottomNav } from "./BottomNav.js"
import { CartSidebar } from "./CartSidebar.js"
import { CheckoutLoginModal } from "./CheckoutLoginModal.js"
import { Footer } from "./Footer.js"
import { Header } from "./Header.js"
import { LoginModal } from "./LoginModal.js"
import { MegaMenu } from "./MegaMenu.js"
import { MobileMenu } from "./MobileMenu.js"
import { NotificationArea } from "./NotificationArea.js"
import { ProgressBar } from "./ProgressBar.js"
import { PromoBar } from "./PromoBar.js"
import { RemoveItemModal } from "./RemoveItemModal.js"
import { Ticker } from "./Ticker.js"
import { TopMenu } from "./TopMenu.js"

/** Spec §2 Layout: the frame every page sits in. */
export const PageFrame = ({ children }: { readonly children: ReactNode }) => (
  <div className="page-frame">
    <ProgressBar />
    <a className="skip-link" href="#main">
      Skip to content
    </a>
    <TopMenu />
    <Header />
    <MegaMenu />
    <PromoBar />
    <Ticker />
    <main id="main" className="page-area">
      {children}
    </main>
    <Footer />
    <BottomNav />
    <MobileMenu />
    <LoginModal />
    <CartSidebar />
    <RemoveItemModal />
    <CheckoutLoginModal />
    <NotificationArea />
  </div>
)
