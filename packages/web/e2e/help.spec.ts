import { seriousViolations } from "./axe.js"
import { expect, test } from "./fixtures.js"

test.describe("help", () => {
  test("the Help popup offers the spec's three entries; 'Send us a Message' opens the chat widget", async ({
    page,
  }) => {
    // The e2e shop's chat widget is a local stand-in (globalSetup); its script comes once.
    const chatScripts: Array<string> = []
    page.on("request", (request) => {
      if (request.url().includes("/stand-ins/chat-widget.js")) chatScripts.push(request.url())
    })
    await page.goto("/")
    const topMenu = page.getByRole("navigation", { name: "Shutter services" })
    await expect(topMenu.getByRole("link", { name: "1-800-555-0142" })).toHaveAttribute(
      "href",
      "tel:+18005550142",
    )
    await topMenu.getByRole("button", { name: "Help" }).click()
    const popup = page.locator("#help-popup")
    await expect(popup.getByRole("link", { name: "I've got used gear to sell" })).toHaveAttribute(
      "href",
      "/used-equipment-quote",
    )
    await expect(popup.getByRole("link", { name: "Track my web order" })).toHaveAttribute(
      "href",
      "/track-order",
    )
    const sendMessage = popup.getByRole("button", { name: "Send us a Message" })
    await expect(sendMessage).toHaveAttribute("aria-haspopup", "dialog")
    await sendMessage.click()
    await expect(popup).toBeHidden()
    const chat = page.getByRole("dialog", { name: "Chat with us" })
    await expect(chat).toBeVisible()
    await expect(chat.getByRole("textbox", { name: "Your message" })).toBeFocused()
    await expect(page.getByRole("dialog", { name: "How can we help?" })).toHaveCount(0)
    expect(await seriousViolations(page, '[data-stand-in="chatWidget"]')).toEqual([])
    await chat.getByRole("button", { name: "Close" }).click()
    await expect(chat).toBeHidden()
    // Again: the same widget opens, its script not fetched a second time.
    await topMenu.getByRole("button", { name: "Help" }).click()
    await popup.getByRole("button", { name: "Send us a Message" }).click()
    await expect(chat).toBeVisible()
    expect(chatScripts).toHaveLength(1)
  })

  test("'Help & FAQs' (header on desktop, menu drawer on phones) opens the help modal with phone, e-mail and help links", {
    tag: "@phone",
  }, async ({ page, isMobile }) => {
    await page.goto("/")
    // Phones have no header button: the category drawer (bottom navigation's Menu) has it.
    const openHelp = async () => {
      if (isMobile) {
        await page
          .getByRole("navigation", { name: "Shortcuts" })
          .getByRole("button", { name: "Menu" })
          .click()
        await page
          .getByRole("dialog", { name: "Categories" })
          .getByRole("button", { name: "Help & FAQs" })
          .click()
      } else await page.getByRole("button", { name: "Help & FAQs" }).click()
    }
    await openHelp()
    const modal = page.getByRole("dialog", { name: "How can we help?" })
    // Opening the modal closed the drawer (spec §2 overlays).
    await expect(page.getByRole("dialog", { name: "Categories" })).toHaveCount(0)
    await expect(modal).toBeVisible()
    await expect(modal.getByRole("link", { name: "Help & FAQs" })).toHaveAttribute("href", "/Faq")
    await expect(modal.getByRole("link", { name: "1-800-555-0142" })).toHaveAttribute(
      "href",
      "tel:+18005550142",
    )
    await expect(modal.getByRole("link", { name: "help@shutter.example" })).toHaveAttribute(
      "href",
      "mailto:help@shutter.example",
    )
    expect(await seriousViolations(page, ".help-modal")).toEqual([])
    // A help link inside the modal goes there and leaves the modal behind.
    await modal.getByRole("link", { name: "Track my web order" }).click()
    await expect(page).toHaveURL(/\/track-order$/)
    await expect(modal).toBeHidden()
    // Its Close button.
    await openHelp()
    await expect(modal).toBeVisible()
    await modal.getByRole("button", { name: "Close" }).click()
    await expect(modal).toBeHidden()
  })

  test("Store Location: address, hours and the street map drawn at build time", async ({
    page,
  }) => {
    await page.goto("/")
    await page
      .getByRole("navigation", { name: "Shutter services" })
      .getByRole("link", { name: "Store Location" })
      .click()
    await expect(page.getByRole("heading", { name: "Visit Our Store", level: 1 })).toBeVisible()
    await expect(page.getByRole("main").locator("address")).toContainText("125 Aperture Avenue")
    await expect(page.getByRole("row", { name: "Sunday Closed" })).toBeVisible()
    const map = page.getByRole("img", { name: /Street map of downtown Rochester/ })
    await expect(map).toBeVisible()
    // The SVG is served from the build (no map service): it loads and has its drawn size.
    await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(720)
    const svg = await page.request.get("/store-map.svg")
    expect(svg.headers()["content-type"]).toContain("image/svg+xml")
    expect(await svg.text()).toContain("Aperture Avenue")
    // The phone number mid-screen, clear of the phone's fixed bottom navigation, as a shopper
    // about to tap it has it.
    await page
      .locator('address a[href^="tel:"]')
      .evaluate((a) => a.scrollIntoView({ block: "center" }))
    expect(await seriousViolations(page)).toEqual([])
  })
})
