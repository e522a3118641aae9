import { readdir, readFile } from "node:fs/promises"
import { join } from "node:path"
import type { Page } from "@playwright/test"
import { simpleParser } from "mailparser"
import { axeViolations, newShopper, openLoginModal, register } from "./accountHelpers.js"
import { BUNDLE, CONFIGURABLE, graphqlCall, hydrated, toasts } from "./cartHelpers.js"
import { expect, test } from "./fixtures.js"

/** The `/wishlist/shared/{code}` path of the newest wish list e-mail sent to `email`. */
const sharedLinkFromOutbox = async (email: string): Promise<string> => {
  const dir = process.env.SHUTTER_OUTBOX_DIR
  if (!dir) throw new Error("SHUTTER_OUTBOX_DIR is not set (e2e/globalSetup.ts sets it)")
  let link = ""
  await expect
    .poll(
      async () => {
        const files = (await readdir(dir).catch(() => [] as string[])).filter((f) =>
          f.endsWith(".eml"),
        )
        for (const file of files.sort().reverse()) {
          const mail = await simpleParser(await readFile(join(dir, file)))
          const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []
          if (!to.some((a) => a.text.includes(email))) continue
          const found = mail.text?.match(/\/wishlist\/shared\/[0-9a-f]+/)
          if (found) {
            link = found[0]
            return true
          }
        }
        return false
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  return link
}

const buyBoxHeart = (page: Page) => page.getByTestId("buy-box").getByTestId("wishlist-heart")

/** Hearts the product page's product and waits for the SDK's notice and the header count. */
const heart = async (page: Page, count: number) => {
  const button = buyBoxHeart(page)
  await hydrated(button)
  const name = (await page.getByRole("heading", { level: 1 }).textContent()) ?? ""
  await button.click()
  await expect(
    toasts(page).filter({ hasText: `You added product ${name} to the wishlist list.` }),
  ).toBeVisible()
  await expect(button).toHaveAttribute("aria-pressed", "true")
  await expect(page.getByTestId("wishlist-count")).toHaveText(String(count))
  return name
}

test.describe("wish list", () => {
  test.describe.configure({ timeout: 150_000 })

  test("heart a configurable and a bundle, move one to the cart from the sidebar, share, read it signed out", async ({
    page,
    browser,
  }, testInfo) => {
    const shopper = newShopper("wishlist")
    await page.goto(CONFIGURABLE)
    // Signed out the heart opens the login modal; registering there signs in.
    await expect(page.getByTestId("wishlist-button")).toHaveCount(0)
    const signedOutHeart = buyBoxHeart(page)
    await hydrated(signedOutHeart)
    await signedOutHeart.click()
    await register(page, shopper)
    await expect(page.getByTestId("wishlist-count")).toHaveText("0")

    // The configurable with its variant chosen.
    const add = page.getByRole("button", { name: "Choose options to add to cart" })
    await hydrated(add)
    const options = page.getByTestId("buy-box").locator("fieldset[data-option]")
    for (const option of await options.all())
      await option.getByRole("button").filter({ hasNotText: "(unavailable)" }).first().click()
    const camera = await heart(page, 1)

    await page.goto(BUNDLE)
    const kit = await heart(page, 2)

    const open = page.getByTestId("wishlist-button")
    await hydrated(open)
    await open.click()
    const sidebar = page.getByTestId("wishlist-sidebar")
    await expect(sidebar).toBeVisible()
    const items = sidebar.getByTestId("wishlist-item")
    await expect(items).toHaveCount(2)
    expect(await axeViolations(page)).toEqual([])
    await items.filter({ hasText: camera }).getByTestId("wishlist-move").click()
    await expect(
      toasts(page).filter({ hasText: `You added ${camera} to your shopping cart.` }),
    ).toBeVisible()
    await expect(items).toHaveCount(1)
    await expect(items.first()).toContainText(kit)
    await expect(page.getByTestId("wishlist-count")).toHaveText("1")
    await expect(page.getByTestId("cart-count")).toHaveText("1")
    await sidebar.getByRole("link", { name: /View wishlist/ }).click()

    await expect(page).toHaveURL(/\/customer\/my-wishlist$/)
    await expect(page).toHaveTitle("My wishlist")
    const pageItems = page.getByTestId("wishlist-page").getByTestId("wishlist-item")
    await expect(pageItems).toHaveCount(1)
    await expect(page.getByRole("radio", { name: "Grid" })).toBeChecked()
    const friend = `friend.${shopper.email}`
    await page.getByTestId("wishlist-share-emails").fill(friend)
    await page.getByTestId("wishlist-share-submit").click()
    await expect(page.getByTestId("wishlist-share-status")).toHaveText(
      "Your wish list has been shared.",
    )
    expect(await axeViolations(page)).toEqual([])

    // The e-mailed link opens the list for someone who is not signed in.
    const link = await sharedLinkFromOutbox(friend)
    // The same link is on the page to copy and paste anywhere.
    const shareLink = page.getByRole("textbox", { name: "Share link" })
    await expect(shareLink).toHaveAttribute("readonly", "")
    await expect(shareLink).toHaveValue(new URL(link, page.url()).href)
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"])
    await page.getByRole("button", { name: "Copy", exact: true }).click()
    await expect(page.getByText("Link copied")).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath("share-link.png"), fullPage: true })
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await shareLink.inputValue(),
    )
    // A shopper who is not signed in: a fresh context with this device's screen.
    const guest = await browser.newContext({
      baseURL: new URL(page.url()).origin,
      viewport: page.viewportSize(),
      userAgent: await page.evaluate(() => navigator.userAgent),
    })
    try {
      const guestPage = await guest.newPage()
      await guestPage.goto(link)
      await guestPage.locator("html[data-hydrated]").waitFor({ state: "attached" })
      const shared = guestPage.getByTestId("shared-wishlist")
      await expect(shared.getByTestId("wishlist-item")).toHaveCount(1)
      await expect(shared.getByTestId("wishlist-item")).toContainText(kit)
      await expect(shared.getByTestId("wishlist-move")).toHaveCount(0)
      expect(await axeViolations(guestPage)).toEqual([])
    } finally {
      await guest.close()
    }
  })

  test("a card's heart on a listing; My wishlist in list view links back with ?wishlist; Remove empties it", async ({
    page,
  }) => {
    await page.goto("/")
    await openLoginModal(page)
    await register(page, newShopper("cardheart"))

    await page.goto("/photography.html")
    const card = page.getByTestId("product-card").first()
    const cardHeart = card.getByTestId("wishlist-heart")
    await hydrated(cardHeart)
    const name = ((await card.getByRole("heading").textContent()) ?? "").trim()
    await cardHeart.click()
    await expect(
      toasts(page).filter({ hasText: `You added product ${name} to the wishlist list.` }),
    ).toBeVisible()
    await expect(cardHeart).toHaveAttribute("aria-pressed", "true")
    await expect(page.getByTestId("wishlist-count")).toHaveText("1")

    await page.goto("/customer/my-wishlist")
    const item = page.getByTestId("wishlist-page").getByTestId("wishlist-item")
    await expect(item).toHaveCount(1)
    await expect(page.getByRole("radio", { name: "Grid" })).toBeChecked()
    await page.getByRole("radio", { name: "List" }).check()
    await expect(item).toHaveClass(/wishlist-item--list/)
    // Spec §2: the product page opened from the wish list knows where the shopper came from.
    await expect(item.getByRole("link", { name, exact: true })).toHaveAttribute(
      "href",
      /\?wishlist$/,
    )
    expect(await axeViolations(page)).toEqual([])
    await item.getByTestId("wishlist-remove").click()
    await expect(
      toasts(page).filter({ hasText: "You removed item to the wishlist list." }),
    ).toBeVisible()
    await expect(page.getByTestId("account-empty")).toContainText("Your wishlist is empty")
    await expect(page.getByTestId("wishlist-count")).toHaveText("0")
  })

  test("My wishlist shows ten items a page; the pager leads to the eleventh", async ({ page }) => {
    await page.goto("/")
    await openLoginModal(page)
    await register(page, newShopper("pagedwish"))
    const cookie = (await page.context().cookies()).find((c) => c.name === "vsf-customer")
    const token = decodeURIComponent(cookie?.value ?? "").replace(/^"|"$/g, "")
    expect(token).not.toBe("")
    const { products } = await graphqlCall<{
      products: { items: { sku: string; __typename: string }[] }
    }>(page.request, `{ products(search: "film", pageSize: 40) { items { sku __typename } } }`)
    const simple = products.items.filter((p) => p.__typename === "SimpleProduct").slice(0, 11)
    expect(simple).toHaveLength(11)
    // Eleven items listed through the API as any client would; the page is what is tested.
    const added = await page.request.post("/graphql", {
      headers: { authorization: `Bearer ${token}` },
      data: {
        query: `mutation a($items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: "0", wishlistItems: $items) { wishlist { items_count } } }`,
        variables: { items: simple.map(({ sku }) => ({ sku, quantity: 1 })) },
      },
      timeout: 30_000,
    })
    expect((await added.json()).data.addProductsToWishlist.wishlist.items_count).toBe(11)

    await page.goto("/customer/my-wishlist")
    const list = page.getByTestId("wishlist-page")
    await expect(list.getByTestId("wishlist-total")).toHaveText("11 items")
    await expect(list.getByTestId("wishlist-item")).toHaveCount(10)
    const pager = page.getByRole("navigation", { name: "Wishlist pages" })
    await hydrated(pager.getByRole("link", { name: "Next" }))
    await pager.getByRole("link", { name: "Next" }).click()
    await expect(page).toHaveURL(/\/customer\/my-wishlist\?page=2$/)
    await expect(list.getByTestId("wishlist-item")).toHaveCount(1)
    expect(await axeViolations(page)).toEqual([])
  })

  test("a gift card keeps its amount, names and message in the wish list and takes them to the cart", {
    tag: "@phone",
  }, async ({ page, isMobile }) => {
    const shortcuts = page.getByRole("navigation", { name: "Shortcuts" })
    await page.goto("/")
    // Signed out the bottom navigation has the spec's four items; the wish list is signed-in only.
    if (isMobile) await expect(shortcuts.getByRole("button")).toHaveCount(4)
    await openLoginModal(page)
    await register(page, newShopper("giftwish"))

    await page.goto("/shutter-digital-gift-card.html")
    const picker = page.getByTestId("gift-card-options")
    const cardHeart = picker.getByTestId("wishlist-heart")
    await hydrated(cardHeart)
    const name = (await page.getByRole("heading", { level: 1 }).textContent()) ?? ""
    await picker.getByRole("button", { name: "$50.00" }).click()
    await picker.getByLabel("Your name *").fill("Ann Sender")
    await picker.getByLabel("Your email *").fill("ann@example.com")
    await picker.getByLabel("Recipient name *").fill("Ben Recipient")
    await picker.getByLabel("Recipient email *").fill("ben@example.com")
    await picker.getByLabel("Message (optional)").fill("Happy birthday!")
    await cardHeart.click()
    await expect(
      toasts(page).filter({ hasText: `You added product ${name} to the wishlist list.` }),
    ).toBeVisible()
    await expect(cardHeart).toHaveAttribute("aria-pressed", "true")

    // Phones open the wish list from the bottom navigation, desktops from the header.
    const open = isMobile
      ? shortcuts.getByRole("button", { name: "Wishlist: 1 item" })
      : page.getByTestId("wishlist-button")
    await open.click()
    await expect(open).toHaveAttribute("aria-expanded", "true")
    const item = page.getByTestId("wishlist-sidebar").getByTestId("wishlist-item")
    await expect(item).toHaveCount(1)
    for (const line of [
      "Amount: $50.00",
      "To: Ben Recipient <ben@example.com>",
      "From: Ann Sender <ann@example.com>",
      "Message: Happy birthday!",
    ])
      await expect(item.getByRole("listitem").filter({ hasText: line })).toBeVisible()
    await item.getByTestId("wishlist-move").click()
    await expect(
      toasts(page).filter({ hasText: `You added ${name} to your shopping cart.` }),
    ).toBeVisible()
    await expect(item).toHaveCount(0)
    await expect(page.getByTestId("cart-count")).toHaveText("1")

    await page.goto("/cart")
    const cart = page.getByRole("main")
    await expect(cart.getByText("To: Ben Recipient <ben@example.com>")).toBeVisible()
    await expect(cart.getByText("Message: Happy birthday!")).toBeVisible()
  })
})
