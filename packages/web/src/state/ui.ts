import type { CartItem } from "@shutter/sdk/rules"
import { proxy, ref } from "valtio"

/** The login modal's views. */
export type LoginView = "signIn" | "register" | "forgotPassword"

/** UI-only state of the web app (which overlay is open); business state lives in the SDK. */
export const ui = proxy({
  helpPopupOpen: false,
  /** The mobile category sidebar (spec §2 "mobile menu"). */
  mobileMenuOpen: false,
  filterSidebarOpen: false,
  searchOverlayOpen: false,
  /** Phones: the header's search field, folded under its icon until asked for. */
  searchFieldOpen: false,
  /** The login modal (sign in, create an account, forgot password). */
  loginModalOpen: false,
  loginView: "signIn" as LoginView,
  /** Where to go once signed in from the modal (the checkout login's sign-in: checkout). */
  afterSignIn: null as string | null,
  /** Pressing checkout as a guest (spec §2): sign in, or continue as guest. */
  checkoutLoginOpen: false,
  /** The help modal: contact details, hours and help links. */
  helpModalOpen: false,
  /** The newsletter sign-up modal (spec §2: it just toggles). */
  newsletterModalOpen: false,
  /** The wishlist sidebar (signed-in only). */
  wishlistSidebarOpen: false,
  /** The cart sidebar: the header's cart button, and the SDK's "open-sidebar" after an add. */
  cartSidebarOpen: false,
  /** The cart line waiting for the removal confirmation (spec §4 Remove item). */
  pendingRemoval: null as CartItem | null,
})

/** Step 1 of a removal: the confirmation modal asks about this line. */
export const requestRemove = (line: CartItem): void => {
  ui.pendingRemoval = ref(line)
}

/** The modal closed without removing. */
export const cancelRemove = (): void => {
  ui.pendingRemoval = null
}

export const setCartSidebarOpen = (open: boolean): void => {
  ui.cartSidebarOpen = open
}

/** The newsletter modal just toggles (spec §2). */
export const toggleNewsletterModal = (): void => {
  ui.newsletterModalOpen = !ui.newsletterModalOpen
}

/** The help popup just toggles (spec §2). */
export const toggleHelpPopup = (): void => {
  ui.helpPopupOpen = !ui.helpPopupOpen
}

export const closeHelpPopup = (): void => {
  ui.helpPopupOpen = false
}

/** The filter sidebar just toggles (spec §2). */
export const toggleFilterSidebar = (): void => {
  ui.filterSidebarOpen = !ui.filterSidebarOpen
}

export const toggleSearchField = (): void => {
  ui.searchFieldOpen = !ui.searchFieldOpen
}

export const closeSearchField = (): void => {
  ui.searchFieldOpen = false
}

export const closeFilterSidebar = (): void => {
  ui.filterSidebarOpen = false
}

export const toggleMobileMenu = (): void => {
  ui.mobileMenuOpen = !ui.mobileMenuOpen
}

export const closeMobileMenu = (): void => {
  ui.mobileMenuOpen = false
}

type Overlay =
  | "searchOverlayOpen"
  | "loginModalOpen"
  | "checkoutLoginOpen"
  | "helpModalOpen"
  | "wishlistSidebarOpen"

/** Spec §2: opening any sidebar or modal first closes the mobile menu. */
export const openOverlay = (overlay: Overlay): void => {
  ui.mobileMenuOpen = false
  ui[overlay] = true
}

export const closeOverlay = (overlay: Overlay): void => {
  ui[overlay] = false
}

/** Opens the login modal on a view; `afterSignIn` is where a successful sign-in continues. */
export const openLogin = (view: LoginView = "signIn", afterSignIn: string | null = null): void => {
  ui.loginView = view
  ui.afterSignIn = afterSignIn
  openOverlay("loginModalOpen")
}

export const showLoginView = (view: LoginView): void => {
  ui.loginView = view
}
