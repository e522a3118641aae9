// Magento's AccountManagement::checkPasswordStrength (config defaults: 8 characters, 3 classes)
// and password hashing with Argon2id (OWASP's parameters: 19 MiB, 2 passes, 1 lane).
import { hash, verify } from "@node-rs/argon2"
import { inputError } from "../graphql/errors.js"
import {
  PASSWORD_SAME_AS_EMAIL,
  PASSWORD_SPACES,
  passwordClasses,
  passwordTooLong,
  passwordTooShort,
} from "./customerMessages.js"

export const MIN_PASSWORD_LENGTH = 8
export const REQUIRED_CHARACTER_CLASSES = 3
const MAX_PASSWORD_LENGTH = 256

const characterClasses = (password: string): number =>
  [/\d/, /[a-z]/, /[A-Z]/, /[^a-zA-Z0-9]/].filter((re) => re.test(password)).length

/** Throws Magento's message for the first rule a new password breaks. */
export const assertPasswordStrength = (password: string, email: string | null): void => {
  const length = [...password].length
  if (length > MAX_PASSWORD_LENGTH) throw inputError(passwordTooLong(MAX_PASSWORD_LENGTH))
  if (length < MIN_PASSWORD_LENGTH) throw inputError(passwordTooShort(MIN_PASSWORD_LENGTH))
  if (password.trim().length !== password.length) throw inputError(PASSWORD_SPACES)
  if (characterClasses(password) < REQUIRED_CHARACTER_CLASSES)
    throw inputError(passwordClasses(REQUIRED_CHARACTER_CLASSES))
  if (email !== null && email.trim().toLowerCase() === password.trim().toLowerCase())
    throw inputError(PASSWORD_SAME_AS_EMAIL)
}

// Algorithm.Argon2id of @node-rs/argon2 (an ambient const enum, not importable as a value here).
const ARGON2ID = 2

export const hashPassword = (password: string): Promise<string> =>
  hash(password, { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 })

export const verifyPassword = async (stored: string | null, password: string): Promise<boolean> => {
  if (stored === null) return false
  try {
    return await verify(stored, password)
  } catch {
    return false
  }
}
