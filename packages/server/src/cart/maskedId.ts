import { randomBytes } from "node:crypto"

const ALPHANUMERIC = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
// The largest multiple of 62 a byte can hold: bytes above it are dropped so each character is
// equally likely.
const UNBIASED_LIMIT = 248

/**
 * Magento's masked quote id: `Math\Random::getUniqueHash()`, 32 random characters from
 * [0-9a-zA-Z] (about 190 bits), so a cart id can neither be guessed nor enumerated.
 */
export const newMaskedCartId = (): string => {
  let id = ""
  while (id.length < 32) {
    for (const byte of randomBytes(48)) {
      if (byte < UNBIASED_LIMIT && id.length < 32) id += ALPHANUMERIC[byte % 62]
    }
  }
  return id
}

/** Magento's cart item uid: base64 of the item id. */
export const cartItemUid = (id: number): string => Buffer.from(String(id)).toString("base64")

/**
 * The item id a cart item uid stands for, read as Magento does: the uid must be canonical
 * base64 (else undefined: Uid::decode refuses it), and the decoded text becomes an integer as
 * PHP's `(int)` cast makes it (its leading digits; 0 when there are none).
 */
export const cartItemIdOfUid = (uid: string): number | undefined => {
  const bytes = Buffer.from(uid, "base64")
  if (bytes.toString("base64") !== uid) return undefined
  const digits = /^\s*([+-]?\d+)/.exec(bytes.toString("latin1"))?.[1]
  return digits === undefined ? 0 : Number.parseInt(digits, 10)
}
