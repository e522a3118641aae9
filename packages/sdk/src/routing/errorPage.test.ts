import { describe, expect, it } from "vitest"
import { BACK_TO_HOME_TEXT, errorPageTitle } from "./errorPage.js"

describe("the error page (spec §2)", () => {
  it("says 'Page not found' for a 404, else 'Content does not load properly'", () => {
    expect(errorPageTitle(true)).toBe("Page not found")
    expect(errorPageTitle(false)).toBe("Content does not load properly")
    expect(BACK_TO_HOME_TEXT).toBe("Back to Home page")
  })
})
