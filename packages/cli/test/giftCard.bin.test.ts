// Gift cards from the command line: `cart add` with the card's fields (checked by the SDK's gift
// card rules), `cart gift-card apply|remove|balance`, and `checkout --gift-card`.
import { readdir, readFile } from "node:fs/promises"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { realShop } from "./realShop.js"
import { databases, guestAddress } from "./shutterBinary.js"

const ECARD = "SHT-SHUTTER-DIGITAL-GIFT-CARD" // $25–$500, or an open amount of $10–$1,000
const PRINTED = "SHT-SHUTTER-GIFT-CARD-PRINTED" // $50, $100, $200 only
/** Each test runs the binary several times (a process each). */
const BIN_TIMEOUT = 120_000
/** The purchase-and-redeem journey runs it a dozen times. */
const JOURNEY_TIMEOUT = 300_000

const cardFlags = (amount: string, recipientEmail: string) => [
  "--gift-card-amount",
  amount,
  "--gift-card-sender-name",
  "Ann Sender",
  "--gift-card-sender-email",
  "ann@example.com",
  "--gift-card-recipient-name",
  "Ben Recipient",
  "--gift-card-recipient-email",
  recipientEmail,
  "--gift-card-message",
  "Happy birthday!",
]

describe.each(databases)("gift cards with shutter on %s", (database) => {
  const shop = realShop(database, "shutter-gift-card-")
  const { shutter } = shop

  /** The code in the gift card e-mail to `to` (the server writes mail as .eml files). */
  const codeMailedTo = async (to: string): Promise<string> => {
    const dir = shop.server.outboxDir ?? ""
    for (let attempt = 0; attempt < 100; attempt++) {
      for (const file of (await readdir(dir).catch(() => [] as string[])).sort().reverse()) {
        const mail = await readFile(join(dir, file), "utf8")
        const code = /Gift card code[^A-Z0-9]*([A-Z0-9]{12})/.exec(mail)?.[1]
        if (mail.includes(`<${to}>`) && code !== undefined) return code
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`No gift card mail to ${to}`)
  }

  it(
    "adds an e-card with its fields; they show under the line",
    async () => {
      const result = await shutter(
        "--json",
        "cart",
        "add",
        ECARD,
        ...cardFlags("75.5", "ben@example.com"),
      )
      expect(result.code, result.stderr).toBe(0)
      const { cart } = JSON.parse(result.stdout)
      expect(cart.is_virtual).toBe(true)
      expect(cart.items[0]).toMatchObject({
        amount: { value: 75.5 },
        sender_name: "Ann Sender",
        sender_email: "ann@example.com",
        recipient_name: "Ben Recipient",
        recipient_email: "ben@example.com",
        message: "Happy birthday!",
      })
      const shown = await shutter("cart", "show")
      expect(shown.stdout).toContain("Amount: $75.50; To: Ben Recipient <ben@example.com>")
    },
    BIN_TIMEOUT,
  )

  it(
    "exits 2 with the gift card rules' texts, adding nothing",
    async () => {
      const missing = await shutter("cart", "add", ECARD, "--gift-card-amount", "50")
      expect(missing.code).toBe(2)
      expect(missing.stderr).toContain("--gift-card-sender-name: Please specify a sender name.")
      expect(missing.stderr).toContain(
        "--gift-card-recipient-email: Please specify a recipient email.",
      )
      const low = await shutter("cart", "add", ECARD, ...cardFlags("5", "ben@example.com"))
      expect(low.code).toBe(2)
      expect(low.stderr).toContain("--gift-card-amount: Gift Card min amount is $10.00")
      const email = await shutter("cart", "add", ECARD, ...cardFlags("50", "ben@"))
      expect(email.code).toBe(2)
      expect(email.stderr).toContain(
        "--gift-card-recipient-email: Please enter a valid email address (Ex: johndoe@domain.com).",
      )
      const notOffered = await shutter(
        "cart",
        "add",
        PRINTED,
        ...cardFlags("30", "ben@example.com"),
      )
      expect(notOffered.code).toBe(2)
      expect(notOffered.stderr).toContain(
        "--gift-card-amount: Choose one of the gift card amounts: $50.00, $100.00, $200.00.",
      )
      const notACard = await shutter("cart", "add", "NIK-Z6-II", "--gift-card-amount", "50")
      expect(notACard.code).toBe(2)
      expect(notACard.stderr).toContain(
        "--gift-card-amount: NIK-Z6-II is not a gift card (a SimpleProduct)",
      )
      expect((await shutter("cart", "show")).stdout.trim()).toBe("The cart is empty.")
    },
    BIN_TIMEOUT,
  )

  it(
    "buys a $100 e-card, then pays with its mailed code: part, whole with 'free', balance to the cent",
    async () => {
      await shutter("cart", "add", ECARD, ...cardFlags("100", "cli.redeem@example.com"))
      const bought = await shutter(
        "--json",
        "checkout",
        "--email",
        "ann@example.com",
        ...guestAddress,
      )
      expect(bought.code, bought.stderr).toBe(0)
      // The card is issued, and its code mailed, once the merchant invoices the order.
      const { order_number: orderNumber } = JSON.parse(bought.stdout) as { order_number: string }
      const login = await shutter(
        "admin",
        "login",
        "--username",
        "admin",
        "--password",
        "shutter-admin1",
      )
      expect(login.code, login.stderr).toBe(0)
      const invoiced = await shutter("admin", "order", "invoice", orderNumber)
      expect(invoiced.code, invoiced.stderr).toBe(0)
      const code = await codeMailedTo("cli.redeem@example.com")
      const masked = `••••••••${code.slice(-4)}`

      const balance = await shutter("cart", "gift-card", "balance", code)
      expect(balance.stdout).toMatch(/Balance\s+\$100\.00/)
      const unknown = await shutter("cart", "gift-card", "apply", "NOSUCHCODE00")
      expect(unknown.code).toBe(1)
      expect(unknown.stderr).toContain(
        "The gift card code couldn't be added. Verify your information and try again.",
      )

      // $120.00 e-card: the card pays $100.00, $20.00 is left to pay.
      await shutter("cart", "add", ECARD, ...cardFlags("120", "friend@example.com"))
      const applied = await shutter("cart", "gift-card", "apply", code.toLowerCase())
      expect(applied.code, applied.stderr).toBe(0)
      expect(applied.stdout).toContain(
        `Gift card ${masked} applied: $100.00 ($0.00 stays on the card).`,
      )
      expect(applied.stdout).toMatch(/Grand total\s+\$20\.00/)
      const removed = await shutter("cart", "gift-card", "remove", code)
      expect(removed.stdout).toContain(`Gift card ${masked} removed.`)
      expect(removed.stdout).toMatch(/Grand total\s+\$120\.00/)
      await shutter("cart", "clear")

      // A $30.00 e-card paid whole by the card: the payment is 'free', $70.00 stays on it.
      await shutter("cart", "add", ECARD, ...cardFlags("30", "friend@example.com"))
      const paid = await shutter(
        "--json",
        "checkout",
        "--email",
        "ben@example.com",
        ...guestAddress,
        "--gift-card",
        code,
      )
      expect(paid.code, paid.stderr).toBe(0)
      expect(JSON.parse(paid.stdout)).toMatchObject({
        payment_method: { code: "free", title: "No Payment Information Required" },
        shipping_method: null,
        gift_cards: [{ code: masked, applied: { value: 30 }, remaining: { value: 70 } }],
        prices: { grand_total: { value: 0 } },
      })
      expect((await shutter("cart", "gift-card", "balance", code)).stdout).toMatch(
        /Balance\s+\$70\.00/,
      )
    },
    JOURNEY_TIMEOUT,
  )
})
