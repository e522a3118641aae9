import { addToCart, SIMPLE, toasts } from "./cartHelpers.js"
import { expect, test } from "./fixtures.js"
import { graphqlOperationOf } from "./graphqlOperation.js"
import { layoutShifts } from "./layoutShift.js"

test.describe("page frame", () => {
  test("header: 'Account & Orders' opens the sign-in dialog; the cart count is 0", async ({
    page,
  }) => {
    await page.goto("/")
    await expect(page.getByTestId("cart-count")).toHaveText("0")
    await page.getByRole("button", { name: "Account & Orders" }).click()
    const dialog = page.getByRole("dialog", { name: "Sign in" })
    await expect(dialog.getByLabel("Email")).toBeVisible()
    await dialog.getByRole("button", { name: "Close" }).click()
    await expect(dialog).toBeHidden()
  })

  test("the ticker shows the CMS messages without shifting the page", async ({ page }) => {
    await page.goto("/")
    const ticker = page.getByTestId("ticker")
    await expect(ticker).toHaveAttribute("data-status", "shown")
    await expect(ticker.getByRole("link").first()).toBeVisible()
    await expect(page.getByRole("heading", { name: "Gear up for the golden hour" })).toBeVisible()
    // Cumulative layout shift of the whole load (header, menu, promo bar, ticker, content).
    expect(await layoutShifts(page)).toEqual([])
  })

  test("the first client-side navigation keeps the current page until the next one is ready", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "the top menu's Track an Order is a desktop link")
    await page.goto("/")
    // Record whether the page area ever shows nothing but the blank loading placeholder.
    await page.evaluate(() => {
      const main = document.getElementById("main")
      const w = window as unknown as { blanked: boolean }
      w.blanked = false
      new MutationObserver(() => {
        if (main?.querySelector(":scope > .page-pending")) w.blanked = true
      }).observe(main as Node, { childList: true, subtree: true })
    })
    await page.getByRole("link", { name: "Track an Order" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/track/i)
    expect(await page.evaluate(() => (window as unknown as { blanked: boolean }).blanked)).toBe(
      false,
    )
  })

  test("catalogue navigations keep the current page until the next page's data is here", async ({
    page,
  }) => {
    await page.goto("/photography/cameras.html")
    const heading = page.getByRole("main").getByRole("heading", { level: 1 })
    await expect(heading).toHaveText("Cameras")
    // The next page's data comes slowly, so the wait is long enough to see.
    await page.route("**/graphql**", async (route) => {
      const operation = graphqlOperationOf(route.request())
      if (operation === "route" || operation === "productList" || operation === "productDetails")
        await new Promise((resolve) => setTimeout(resolve, 800))
      await route.continue()
    })
    // What the page area shows, on every change and every frame: its h1, or that it is blank.
    const sample = () =>
      page.evaluate(() => {
        const w = window as unknown as { shown: string[]; progress: boolean; sampling: boolean }
        const main = document.getElementById("main") as HTMLElement
        w.shown = []
        w.progress = false
        w.sampling = true
        const record = () => {
          const blank = main.querySelector(".page-pending, .skeleton-grid")
          const h1 = main.querySelector("h1")?.textContent?.trim() ?? ""
          const now = blank ? "(blank)" : h1 === "" ? "(no heading)" : h1
          if (w.shown.at(-1) !== now) w.shown.push(now)
          if (document.querySelector(".progress-bar--visible")) w.progress = true
        }
        new MutationObserver(record).observe(main, { childList: true, subtree: true })
        const frame = () => {
          record()
          if (w.sampling) requestAnimationFrame(frame)
        }
        frame()
      })
    const sampled = () =>
      page.evaluate(() => {
        const w = window as unknown as { shown: string[]; progress: boolean; sampling: boolean }
        w.sampling = false
        return { shown: w.shown, progress: w.progress }
      })

    // Listing → listing: the breadcrumb to the parent category.
    await sample()
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" })
    await crumbs.getByRole("link", { name: "Photography" }).click()
    await expect(heading).toHaveText("Photography")
    await expect(page.getByTestId("product-card").first()).toBeVisible()
    expect(await sampled()).toEqual({ shown: ["Cameras", "Photography"], progress: true })

    // Listing → product: a product card.
    const card = page.locator(".product-card__name a").first()
    const name = ((await card.textContent()) ?? "").trim()
    await sample()
    await card.click()
    await expect(heading).toHaveText(name)
    expect(await sampled()).toEqual({ shown: ["Photography", name], progress: true })
  })

  test("a toast stands beside the open cart sidebar, never over it", async ({ page, isMobile }) => {
    test.skip(isMobile, "a phone has no room beside the sidebar")
    await page.goto(SIMPLE)
    const sidebar = await addToCart(page)
    const toast = toasts(page).first()
    await expect(toast).toBeVisible()
    // Measured where the sidebar comes to rest: while it slides in it stands further right.
    await sidebar.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)))
    const [panel, box] = [await sidebar.boundingBox(), await toast.boundingBox()]
    // How far the toast reaches over the sidebar, in px: 0 when it stands clear.
    expect(panel && box && Math.max(0, box.x + box.width - panel.x)).toBe(0)
  })

  test("on a phone a toast sits above the open cart sidebar, clear of its controls", {
    tag: "@phone",
  }, async ({ page, isMobile }) => {
    test.skip(!isMobile, "from 832 px wide the toast stands beside the sidebar (above)")
    await page.goto(SIMPLE)
    const sidebar = await addToCart(page)
    const toast = toasts(page).first()
    await expect(toast).toBeVisible()
    await expect
      .poll(async () => {
        const [panel, box] = [await sidebar.boundingBox(), await toast.boundingBox()]
        return panel !== null && box !== null && box.y + box.height <= panel.y
      })
      .toBe(true)
    // Every control of the sidebar is what a tap at its centre reaches.
    for (const control of [
      sidebar.getByRole("button", { name: "Close" }),
      sidebar.getByRole("link", { name: /View cart/ }),
      sidebar.getByRole("button", { name: "Checkout" }),
    ]) {
      await control.scrollIntoViewIfNeeded()
      expect(
        await control.evaluate((el) => {
          const r = el.getBoundingClientRect()
          const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
          return hit !== null && el.contains(hit)
        }),
      ).toBe(true)
    }
  })

  test("home renders the CMS home page", async ({ page }) => {
    await page.goto("/Home")
    await expect(page).toHaveTitle(/^Cameras, Lenses, Lighting & Video Gear/)
    await expect(page.getByRole("heading", { name: "Gear up for the golden hour" })).toBeVisible()
  })
})

test.describe("desktop mega menu", () => {
  test.skip(({ isMobile }) => isMobile, "the mega menu is desktop-only (from lg)")

  test("hover opens a panel, mouse leave clears it", async ({ page }) => {
    await page.goto("/")
    const menu = page.getByRole("navigation", { name: "Categories" })
    await menu.getByRole("link", { name: "Lighting", exact: true }).hover()
    const panel = page.getByTestId("mega-menu-panel")
    await expect(panel).toBeVisible()
    await page.getByRole("heading", { name: "Gear up for the golden hour" }).hover()
    await expect(panel).toBeHidden()
    // Spec §2 link rules: the film-processing service opens in a new tab.
    await menu.getByRole("link", { name: "Photography", exact: true }).hover()
    const links = page.getByTestId("mega-menu-panel").getByRole("link")
    await expect(links.first()).toBeVisible()
  })

  test("a group's heading reads as a heading, its links as links", async ({ page }) => {
    await page.goto("/")
    const menu = page.getByRole("navigation", { name: "Categories" })
    await menu.getByRole("link", { name: "Photography", exact: true }).hover()
    const panel = page.getByTestId("mega-menu-panel")
    const heading = panel.getByRole("link", { name: "Cameras", exact: true })
    const link = panel.getByRole("link", { name: "Mirrorless", exact: true })
    await expect(heading).toHaveCSS("font-weight", "700")
    await expect(heading).toHaveCSS("text-transform", "uppercase")
    await expect(heading).toHaveCSS("text-decoration-line", "none")
    await expect(link).toHaveCSS("font-weight", "400")
    await expect(link).toHaveCSS("text-transform", "none")
  })

  test("each panel lists every place once; only the spec's placeholder link is '#'", async ({
    page,
  }) => {
    await page.goto("/")
    const menu = page.getByRole("navigation", { name: "Categories" })
    const tops = menu.locator("a.mega-menu__top-link")
    const count = await tops.count()
    expect(count).toBeGreaterThanOrEqual(8)
    for (let i = 0; i < count; i++) {
      const top = tops.nth(i)
      await top.hover()
      const panel = page.getByTestId("mega-menu-panel")
      await expect(panel).toBeVisible()
      const links = await panel.getByRole("link").evaluateAll((anchors) =>
        anchors.map((a) => ({
          name: (a.textContent ?? "").trim().toLowerCase(),
          href: (a.getAttribute("href") ?? "").split("?")[0],
        })),
      )
      const names = links.map((l) => l.name)
      const hrefs = links.map((l) => l.href).filter((h) => h !== "#")
      expect(new Set(names).size, `${await top.textContent()}: ${names}`).toBe(names.length)
      expect(new Set(hrefs).size, `${await top.textContent()}: ${hrefs}`).toBe(hrefs.length)
      // Spec §2: a placeholder-only link (Photo Lab) becomes '#'; nothing else does.
      expect(links.filter((l) => l.href === "#").map((l) => l.name)).toEqual(
        links.some((l) => l.name === "photo lab" && l.href === "#") ? ["photo lab"] : [],
      )
    }
  })

  test("keyboard: down opens, up closes, right/left move between top-level items", async ({
    page,
  }) => {
    await page.goto("/")
    const menu = page.getByRole("navigation", { name: "Categories" })
    const photography = menu.getByRole("link", { name: "Photography", exact: true })
    await photography.focus()
    await page.keyboard.press("ArrowDown")
    await expect(photography).toHaveAttribute("aria-expanded", "true")
    await expect(page.getByTestId("mega-menu-panel")).toBeVisible()
    await page.keyboard.press("ArrowUp")
    await expect(page.getByTestId("mega-menu-panel")).toBeHidden()
    await page.keyboard.press("ArrowRight")
    await expect(menu.getByRole("link", { name: "Lenses", exact: true })).toBeFocused()
    await page.keyboard.press("ArrowLeft")
    await expect(photography).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Tab")
    await expect(page.getByTestId("mega-menu-panel").getByRole("link").first()).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page).not.toHaveURL(/\/$/)
  })
})

test.describe("mobile bottom navigation", { tag: "@phone" }, () => {
  test.skip(({ isMobile }) => !isMobile, "the bottom navigation shows below lg")

  test("Home is highlighted on home; Menu loads the categories and toggles the sidebar", async ({
    page,
  }) => {
    const categoryRequests: Array<string> = []
    page.on("request", (request) => {
      const operation = graphqlOperationOf(request)
      if (operation === "categoryTree") categoryRequests.push(operation)
    })
    await page.goto("/")
    const nav = page.getByRole("navigation", { name: "Shortcuts" })
    await expect(nav.getByRole("button", { name: "Home" })).toHaveAttribute("aria-current", "page")
    expect(categoryRequests).toHaveLength(0)

    await nav.getByRole("button", { name: "Menu" }).click()
    const sidebar = page.getByRole("dialog", { name: "Categories" })
    await expect(sidebar.getByText("Photography", { exact: true })).toBeVisible()
    expect(categoryRequests).toHaveLength(1)
    await nav.getByRole("button", { name: "Menu" }).click()
    await expect(sidebar).toBeHidden()

    // Opening a modal first closes the mobile menu (spec §2).
    await nav.getByRole("button", { name: "Menu" }).click()
    await expect(sidebar).toBeVisible()
    await nav.getByRole("button", { name: "Account" }).click()
    await expect(sidebar).toBeHidden()
    await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible()
    await page.keyboard.press("Escape")

    await nav.getByRole("button", { name: "Menu" }).click()
    await sidebar.getByText("Lighting", { exact: true }).click()
    await sidebar.getByRole("link", { name: "All Lighting" }).click()
    await expect(page).toHaveURL(/\/lighting\.html$/)
    await expect(sidebar).toBeHidden()
    await expect(nav.getByRole("button", { name: "Home" })).not.toHaveAttribute(
      "aria-current",
      "page",
    )
    expect(categoryRequests).toHaveLength(1)

    await nav.getByRole("button", { name: "Menu" }).click()
    await expect(sidebar).toBeVisible()
    await nav.getByRole("button", { name: "Home" }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(sidebar).toBeHidden()

    await nav.getByRole("button", { name: "Help" }).click()
    // The help popup's entry (the footer's Customer service lists the same link).
    await expect(
      page
        .getByRole("navigation", { name: "Shutter services" })
        .getByRole("link", { name: "I've got used gear to sell" }),
    ).toBeVisible()
  })

  test("the menu is a drawer over a backdrop: a tap beside it closes it", async ({ page }) => {
    await page.goto("/")
    const nav = page.getByRole("navigation", { name: "Shortcuts" })
    await nav.getByRole("button", { name: "Menu" }).click()
    const drawer = page.getByRole("dialog", { name: "Categories" })
    await expect(drawer.getByText("Photography", { exact: true })).toBeVisible()
    await expect(drawer.getByRole("button", { name: "Close menu" })).toBeFocused()
    // It slides in from the left edge (a short animation) and leaves the backdrop beside it.
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0)
    const box = await drawer.boundingBox()
    const viewport = page.viewportSize()
    expect(box && viewport && box.width < viewport.width).toBe(true)
    const backdrop = page.getByTestId("mobile-menu-backdrop")
    await expect(backdrop).toBeVisible()
    // The page behind does not scroll while the drawer is open.
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden")
    if (box && viewport) await page.mouse.click(viewport.width - 10, viewport.height / 2)
    await expect(drawer).toBeHidden()
    await expect(backdrop).toBeHidden()
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("")
  })

  test("one header row: the page starts within 120 px; the search icon unfolds a full-width field", async ({
    page,
  }) => {
    await page.goto("/photography.html")
    const main = await page.locator("main").boundingBox()
    expect(main?.y).toBeLessThanOrEqual(120)
    const search = page.getByRole("searchbox", { name: "Search products" })
    await expect(search).toBeHidden()
    const toggle = page.getByRole("button", { name: "Search the shop" })
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await toggle.click()
    await expect(search).toBeFocused()
    const box = await search.boundingBox()
    expect(box?.width).toBeGreaterThan(250)
    await search.fill("lens")
    await search.press("Enter")
    await expect(page).toHaveURL(/\/catalogsearch\/result\?term=lens$/)
    await expect(search).toBeHidden()
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
  })
})
