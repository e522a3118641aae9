import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

// One rule, one place: the spec's texts and constants live in the SDK, and the web and the CLI
// show what the SDK's rules give them. This reads their sources (comments left out) and fails
// on a spec text written there again, or on a rule computed there by hand.

const packages = fileURLToPath(new URL("../../", import.meta.url))
const SCANNED = ["web/src", "cli/src"]

/** Spec §8 and §5 texts, verbatim (a part that identifies each), and the SDK's own texts for the same rules. */
const TEXTS: ReadonlyArray<string> = [
  // §8 cart, coupon, account and wishlist notices
  "Item added to the cart successfully",
  "has been successfully removed from your cart",
  "Product removed",
  "Coupon code has been applied.",
  "Coupon code is not valid.",
  "Coupon code has been removed.",
  "You have successfully logged in",
  "You are successfully logged out",
  "You must confirm your account",
  "Password has been updated successfully.",
  "Your token has expired",
  "You are not authorized, please log in.",
  "to the wishlist list.",
  "to your shopping cart.",
  "Wishlist error",
  "Registration error",
  // §8 pages and platform
  "Page not found",
  "Content does not load properly",
  "Back to Home page",
  "Unknown middleware",
  "serviceWorker is not supported in current browser!",
  // §8 defined texts: shipping methods
  "no shipping methods",
  "shipping methods available for this country",
  "error while trying to fetch shipping methods",
  "error while trying to select this shipping method",
  // §5 validation texts
  "The email field must be a valid email",
  "This field is required",
  "Passwords don't match",
  "The password must be at least 8 characters long",
  "not supported in add to cart yet",
  "not supported in add to wishlist yet",
  "Need to be authenticated to add a product to wishlist",
  // §1/§9 free shipping
  "Free shipping on most orders over $100!*",
  "more for free shipping",
  "qualifies for free shipping",
]

/** Rules computed outside the SDK, by the shape they take in code. */
const RULES: ReadonlyArray<{ readonly rule: string; readonly pattern: RegExp }> = [
  { rule: "rating out of 5 from rating_summary (§3, 0–100)", pattern: /rating_summary\s*\/\s*\d/ },
  {
    rule: "the gallery cap (§9: up to 10 images)",
    pattern: /(?:images|gallery|\])\s*\.slice\(\s*0\s*,\s*10\s*\)/,
  },
  {
    rule: "money formatting",
    pattern:
      /Intl\.NumberFormat|toLocaleString\(|\.toFixed\(2\)|formatMoney\(\{[^}]*"USD"|\?\?\s*"USD"/,
  },
  { rule: "a product's id from its uid (base64)", pattern: /"base64"|\batob\(/ },
  {
    rule: "which shipping methods a shopper can pick",
    pattern: /available_shipping_methods[^\n]*\n?[^\n]*\.filter\(/,
  },
  { rule: "checkout step paths", pattern: /["`]\/checkout\/(?:billing|shipping|payment|\$\{)/ },
  { rule: "breadcrumb trails from category breadcrumbs", pattern: /\.breadcrumbs\s*\?\?\s*\[\]/ },
]

const sourceFiles = (dir: string): Array<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  )

/** The code without its comments (a comment may quote the spec). Strings stay as they are. */
const withoutComments = (code: string): string =>
  code.replace(
    /("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`)|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g,
    (match, literal: string | undefined) => literal ?? match.replace(/[^\n]/g, ""),
  )

/** "file:line: what" for each text and rule found in `code`. */
const findings = (file: string, code: string): Array<string> => {
  const bare = withoutComments(code)
  const lineOf = (index: number) => bare.slice(0, index).split("\n").length
  const texts = TEXTS.flatMap((text) => {
    const at = bare.indexOf(text)
    return at === -1 ? [] : [`${file}:${lineOf(at)}: the text '${text}'`]
  })
  const rules = RULES.flatMap(({ rule, pattern }) => {
    const match = pattern.exec(bare)
    return match === null ? [] : [`${file}:${lineOf(match.index)}: ${rule}`]
  })
  return [...texts, ...rules]
}

describe("the spec's rules stay in the SDK", () => {
  it("the web and the CLI hold none of the spec's texts, and compute none of its rules", () => {
    const files = SCANNED.flatMap((dir) => sourceFiles(join(packages, dir)))
    expect(files.length).toBeGreaterThan(100)
    const found = files.flatMap((file) =>
      findings(relative(packages, file), readFileSync(file, "utf8")),
    )
    expect(found).toEqual([])
  })

  it("sees a text or a rule in code, not in a comment (so it can fail)", () => {
    expect(findings("a.tsx", `const t = "Coupon code is not valid."`)).toHaveLength(1)
    expect(findings("a.tsx", "<p>Content does not load properly</p>")).toHaveLength(1)
    expect(findings("a.tsx", "// 'Coupon code is not valid.'\n/* Page not found */")).toEqual([])
    expect(findings("a.ts", 'const url = "https://x/y" // Page not found')).toEqual([])
    expect(findings("a.tsx", "<Rating value={product.rating_summary / 20} />")).toHaveLength(1)
    expect(findings("a.ts", "[variant.thumbnail, ...images].slice(0, 10)")).toHaveLength(1)
    expect(findings("a.ts", "review.created_at.slice(0, 10)")).toEqual([])
    expect(findings("a.ts", 'formatMoney({ value, currency: "USD" })')).toHaveLength(1)
    expect(findings("a.ts", 'Buffer.from(uid, "base64")')).toHaveLength(1)
    expect(findings("a.ts", `navigate(\`/checkout/\${step}\`)`)).toHaveLength(1)
  })
})
