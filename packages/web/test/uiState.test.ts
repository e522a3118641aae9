import { beforeEach, describe, expect, it } from "vitest"
import {
  closeOverlay,
  openOverlay,
  toggleFilterSidebar,
  toggleHelpPopup,
  toggleMobileMenu,
  ui,
} from "../src/state/ui.js"

beforeEach(() => {
  Object.assign(ui, {
    helpPopupOpen: false,
    mobileMenuOpen: false,
    filterSidebarOpen: false,
    searchOverlayOpen: false,
    loginModalOpen: false,
  })
})

describe("overlays (spec §2)", () => {
  it("opening a modal or the search overlay first closes the mobile menu", () => {
    toggleMobileMenu()
    openOverlay("loginModalOpen")
    expect(ui).toMatchObject({ mobileMenuOpen: false, loginModalOpen: true })
    toggleMobileMenu()
    openOverlay("searchOverlayOpen")
    expect(ui).toMatchObject({ mobileMenuOpen: false, searchOverlayOpen: true })
    closeOverlay("searchOverlayOpen")
    expect(ui.searchOverlayOpen).toBe(false)
  })

  it("the help popup and the filter sidebar just toggle, leaving the mobile menu alone", () => {
    toggleMobileMenu()
    toggleHelpPopup()
    toggleFilterSidebar()
    expect(ui).toMatchObject({ mobileMenuOpen: true, helpPopupOpen: true, filterSidebarOpen: true })
    toggleHelpPopup()
    toggleFilterSidebar()
    expect(ui).toMatchObject({
      mobileMenuOpen: true,
      helpPopupOpen: false,
      filterSidebarOpen: false,
    })
  })
})
