// Opaque secrets handed to customers (access tokens, reset and confirmation keys): random,
// URL-safe, and stored only as a SHA-256 digest so a database leak reveals none of them.
import { createHash, randomBytes } from "node:crypto"

/** 256 random bits, base64url (43 characters). */
export const newSecret = (): string => randomBytes(32).toString("base64url")

export const digest = (secret: string): string =>
  createHash("sha256").update(secret, "utf8").digest("hex")
