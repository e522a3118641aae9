import { expect, test } from "./fixtures.js"

// The Sony Alpha 7C II has 39 reviews and a rating_summary of 80.5 (its card's ★4).
test("the Reviews tab shows the card's average and pages all 39 reviews, ten at a time", async ({
  page,
}) => {
  await page.goto("/sony-alpha-7c-ii.html")
  const tabs = page.getByRole("tablist", { name: "Product information" })
  await tabs.getByRole("tab", { name: "Reviews (39)" }).click()
  await expect(page.getByTestId("reviews-summary")).toHaveText(/^\s*4\.0 out of 5 · 39 reviews$/)

  const panel = page.getByRole("tabpanel", { name: "Reviews (39)" })
  const reviews = panel.getByRole("list").first().getByRole("listitem")
  const pages = panel.getByRole("navigation", { name: "Review pages" })
  await expect(reviews).toHaveCount(10)
  await expect(pages).toContainText("Reviews 1–10 of 39")
  const firstPage = await reviews.allTextContents()

  await pages.getByRole("button", { name: "Next" }).click()
  await expect(pages).toContainText("Reviews 11–20 of 39")
  await expect(pages.getByRole("button", { name: "Page 2" })).toHaveAttribute(
    "aria-current",
    "page",
  )
  await expect(reviews).toHaveCount(10)
  await expect(reviews.first()).not.toHaveText(firstPage[0] ?? "")

  await pages.getByRole("button", { name: "Page 4" }).click()
  await expect(pages).toContainText("Reviews 31–39 of 39")
  await expect(reviews).toHaveCount(9)
  await expect(pages.getByRole("button", { name: "Next" })).toHaveCount(0)
  // The average is the product's, whichever page is read.
  await expect(page.getByTestId("reviews-summary")).toHaveText(/^\s*4\.0 out of 5 · 39 reviews$/)

  await pages.getByRole("button", { name: "Page 1" }).click()
  await expect(reviews).toHaveText(firstPage)
})
