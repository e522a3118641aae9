import { proxy } from "valtio"

/** UI-only state of the web app (which overlay is open); business state lives in the SDK. */
export const ui = proxy({
  helpPopupOpen: false,
  mobileMenuOpen: false,
})

/** The help popup just toggles (spec §2). */
export const toggleHelpPopup = (): void => {
  ui.helpPopupOpen = !ui.helpPopupOpen
}

export const closeHelpPopup = (): void => {
  ui.helpPopupOpen = false
}
