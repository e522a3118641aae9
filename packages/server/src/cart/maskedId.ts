import { randomBytes } from "node:crypto"

/**
 * Magento's masked quote id is 32 characters; ours are 24 random bytes (192 bits) in base64url,
 * so a cart id can neither be guessed nor enumerated.
 */
export const newMaskedCartId = (): string => randomBytes(24).toString("base64url")

/** Magento's cart item uid: base64 of the item id. */
export const cartItemUid = (id: number): string => Buffer.from(String(id)).toString("base64")

export const cartItemIdOfUid = (uid: string): number | undefined => {
  const text = Buffer.from(uid, "base64").toString("utf8")
  return /^\d+$/.test(text) ? Number(text) : undefined
}
