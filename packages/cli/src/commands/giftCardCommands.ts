import { appliedGiftCardLines, type CartModel, maskGiftCardCode } from "@shutter/sdk"
import type { Command } from "commander"
import type { CliDeps } from "../deps.js"
import { printValue } from "../output.js"
import type { GlobalOptions } from "../run.js"
import { withStorefront } from "../run.js"
import { formatMoney } from "../table.js"
import { renderCart } from "./cartView.js"
import { subcommand } from "./subcommand.js"

// `shutter cart gift-card apply|remove|balance <code>`: the checkout's Gift card box. The
// server's Magento messages are the errors (exit 1).

const printApplied = (
  deps: CliDeps,
  options: GlobalOptions,
  cart: CartModel,
  message: string,
): void => {
  if (options.json) {
    printValue(deps, true, { cart, gift_cards: appliedGiftCardLines(cart) }, [])
    return
  }
  deps.out(message)
  deps.out(renderCart(cart))
}

const applyCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  subcommand("apply", deps)
    .description("pay with a gift card code (what it pays shows in the totals)")
    .argument("<code>")
    .action((code: string) =>
      withStorefront(deps, globals(), async (storefront, global) => {
        const cart = await storefront.cart.applyGiftCard({ code })
        const card = appliedGiftCardLines(cart).find(
          (c) => c.code.toUpperCase() === code.trim().toUpperCase(),
        )
        printApplied(
          deps,
          global,
          cart,
          `Gift card ${maskGiftCardCode(code.trim().toUpperCase())} applied: ${formatMoney(card?.applied)} (${formatMoney(card?.remaining)} stays on the card).`,
        )
      }),
    )

const removeCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  subcommand("remove", deps)
    .description("stop paying with a gift card code")
    .argument("<code>")
    .action((code: string) =>
      withStorefront(deps, globals(), async (storefront, global) => {
        const cart = await storefront.cart.removeGiftCard({ code: code.trim().toUpperCase() })
        printApplied(
          deps,
          global,
          cart,
          `Gift card ${maskGiftCardCode(code.trim().toUpperCase())} removed.`,
        )
      }),
    )

const balanceCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  subcommand("balance", deps)
    .description("a gift card's balance and expiry")
    .argument("<code>")
    .action((code: string) =>
      withStorefront(deps, globals(), async (storefront, global) => {
        const account = await storefront.cart.giftCardBalance({ code })
        const masked = maskGiftCardCode(account?.code ?? code.trim().toUpperCase())
        printValue(deps, global.json, account, [
          ["Gift card", masked],
          ["Balance", formatMoney(account?.balance)],
          ["Expires", account?.expiration_date ?? "Never"],
        ])
      }),
    )

/** `shutter cart gift-card`: apply, remove, balance. */
export const giftCardCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  subcommand("gift-card", deps)
    .description("pay with gift cards: apply, remove, balance")
    .addCommand(applyCommand(deps, globals))
    .addCommand(removeCommand(deps, globals))
    .addCommand(balanceCommand(deps, globals))
