// Sharing a wish list by e-mail (Magento's wishlist/index/send): each address gets one message
// with the list's products and a link to the storefront's shared wish list page; the list then
// reads by its sharing code. Magento's limits: 10 addresses per list (counted over every
// sharing), a message of at most 255 characters.
import { asc, eq, sql } from "drizzle-orm"
import { isValidEmail } from "../customer/emailAddress.js"
import { customers, products, wishlistItems, wishlists } from "../db/schema.js"
import type { GraphqlContext } from "../graphql/context.js"
import { inputError } from "../graphql/errors.js"
import { mailBrandOf, queueBrandedMail } from "../mail/outbox.js"
import { ENTER_EMAIL, INVALID_SHARE_EMAIL, maxEmails, messageTooLong } from "./wishlistMessages.js"
import type { WishlistRow } from "./wishlistRepository.js"

export const SHARING_EMAIL_LIMIT = 10
export const SHARING_TEXT_LIMIT = 255

/** The storefront page showing a shared wish list. */
export const sharedWishlistUrl = (context: GraphqlContext, code: string): string =>
  `${context.urls.base}wishlist/shared/${encodeURIComponent(code)}`

export const shareWishlist = async (
  context: GraphqlContext,
  wishlist: WishlistRow,
  emails: readonly string[],
  message: string,
): Promise<void> => {
  const addresses = emails
    .flatMap((entry) => entry.split(","))
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")
  const left = SHARING_EMAIL_LIMIT - wishlist.shared
  if (message.length > SHARING_TEXT_LIMIT) throw inputError(messageTooLong(SHARING_TEXT_LIMIT))
  if (addresses.length === 0) throw inputError(ENTER_EMAIL)
  if (addresses.length > left) throw inputError(maxEmails(left))
  if (addresses.some((address) => !isValidEmail(address))) throw inputError(INVALID_SHARE_EMAIL)
  await context.db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ firstname: customers.firstname, lastname: customers.lastname })
      .from(customers)
      .where(eq(customers.id, wishlist.customerId))
    const name = `${owner?.firstname ?? ""} ${owner?.lastname ?? ""}`.trim()
    const listed = await tx
      .select({ name: products.name, quantity: wishlistItems.quantity })
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .where(eq(wishlistItems.wishlistId, wishlist.id))
      .orderBy(asc(wishlistItems.id))
    const brand = await mailBrandOf(context, tx)
    for (const address of addresses)
      await queueBrandedMail(
        tx,
        context.store.id,
        brand,
        "wishlist_share",
        { email: address },
        {
          subject: `Take a look at ${name}'s Wish List`,
          heading: `Take a look at my wish list from ${context.store.name}.`,
          paragraphs: [
            ...(message.trim() === "" ? [] : [message.trim()]),
            `View all Wish List items: ${sharedWishlistUrl(context, wishlist.sharingCode)}`,
          ],
          facts: listed.map((p) => ({ label: p.name, value: `Qty ${p.quantity}` })),
        },
      )
    await tx
      .update(wishlists)
      .set({ shared: sql`${wishlists.shared} + ${addresses.length}`, updatedAt: sql`now()` })
      .where(eq(wishlists.id, wishlist.id))
  })
  context.mail.deliverSoon()
}
