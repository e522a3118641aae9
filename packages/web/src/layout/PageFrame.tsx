import { lazy, type ReactNode, Suspense, useEffect, useState } from "react"
import { useSnapshot } from "valtio"
import { AccountWatchers } from "../account/AccountWatchers.js"
import { ui } from "../state/ui.js"
import { ThirdPartyScripts } from "../thirdParty/ThirdPartyScripts.js"
import { BottomNav } from "./BottomNav.js"
import { deferredPart } from "./deferredPart.js"
import { Header } from "./Header.js"
import { NotificationArea } from "./NotificationArea.js"
import { ProgressBar } from "./ProgressBar.js"
import { PromoBar } from "./PromoBar.js"
import { Ticker } from "./Ticker.js"
import { TopMenu } from "./TopMenu.js"
import { usePendingRemoval } from "./usePendingRemoval.js"
import { WhenOpened } from "./whenOpened.js"

// Server-rendered but not needed on the first paint: each hydrates when wanted (deferredPart).
const Footer = deferredPart("footer", "near", () => import("./Footer.js").then((m) => m.Footer))
const MegaMenu = deferredPart("mega-menu", "touched", () =>
  import("./MegaMenu.js").then((m) => m.MegaMenu),
)

// Sidebars and modals are not on the first paint: each one's code is fetched when first opened.
const MobileMenu = lazy(() => import("./MobileMenu.js").then((m) => ({ default: m.MobileMenu })))
const LoginModal = lazy(() => import("./LoginModal.js").then((m) => ({ default: m.LoginModal })))
const CartSidebar = lazy(() => import("./CartSidebar.js").then((m) => ({ default: m.CartSidebar })))
const RemoveItemModal = lazy(() =>
  import("./RemoveItemModal.js").then((m) => ({ default: m.RemoveItemModal })),
)
const WishlistSidebar = lazy(() =>
  import("../wishlist/WishlistSidebar.js").then((m) => ({ default: m.WishlistSidebar })),
)
const HelpModal = lazy(() => import("./HelpModal.js").then((m) => ({ default: m.HelpModal })))
const NewsletterModal = lazy(() =>
  import("./NewsletterModal.js").then((m) => ({ default: m.NewsletterModal })),
)
const CheckoutLoginModal = lazy(() =>
  import("./CheckoutLoginModal.js").then((m) => ({ default: m.CheckoutLoginModal })),
)

const WarrantyLeadDialog = lazy(() =>
  import("./WarrantyLeadDialog.js").then((m) => ({ default: m.WarrantyLeadDialog })),
)

/** Spec §2 `?leadToken=` opens the warranty offer dialog (after hydration: the server never does). */
const useLeadLink = () => {
  const [lead, setLead] = useState(false)
  useEffect(() => setLead(window.location.search.includes("leadToken=")), [])
  return [lead, () => setLead(false)] as const
}

const Overlays = () => {
  const [leadLink, closeLead] = useLeadLink()
  const {
    mobileMenuOpen,
    loginModalOpen,
    checkoutLoginOpen,
    helpModalOpen,
    newsletterModalOpen,
    wishlistSidebarOpen,
    cartSidebarOpen,
  } = useSnapshot(ui)
  const pendingRemoval = usePendingRemoval()
  return (
    <>
      <WhenOpened open={mobileMenuOpen}>
        <MobileMenu />
      </WhenOpened>
      <WhenOpened open={loginModalOpen}>
        <LoginModal />
      </WhenOpened>
      <WhenOpened open={cartSidebarOpen}>
        <CartSidebar />
      </WhenOpened>
      <WhenOpened open={wishlistSidebarOpen}>
        <WishlistSidebar />
      </WhenOpened>
      <WhenOpened open={pendingRemoval !== null}>
        <RemoveItemModal />
      </WhenOpened>
      <WhenOpened open={checkoutLoginOpen}>
        <CheckoutLoginModal />
      </WhenOpened>
      <WhenOpened open={helpModalOpen}>
        <HelpModal />
      </WhenOpened>
      <WhenOpened open={newsletterModalOpen}>
        <NewsletterModal />
      </WhenOpened>
      {leadLink && (
        <Suspense fallback={null}>
          <WarrantyLeadDialog onClose={closeLead} />
        </Suspense>
      )}
    </>
  )
}

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
    {/* The shop's announcements are a landmark of their own, like the header and the menus. */}
    <section className="announcements" aria-label="Announcements">
      <PromoBar />
      <Ticker />
    </section>
    <main id="main" className="page-area">
      {children}
    </main>
    <Footer />
    <BottomNav />
    <Overlays />
    <NotificationArea />
    <AccountWatchers />
    <ThirdPartyScripts />
  </div>
)
