// Password reset and account confirmation: Magento's RequestPasswordResetEmail, ResetPassword,
// ConfirmEmail and ResendConfirmationEmail resolvers over AccountManagement, with their texts.
import type { GraphqlContext } from "../graphql/context.js"
import { inputError } from "../graphql/errors.js"
import { queueConfirmationMail, queueResetMail, queueWelcomeMail } from "./accountMail.js"
import {
  ACCOUNT_IS_LOCKED,
  ALREADY_ACTIVE,
  CANNOT_RESET_PASSWORD,
  CANNOT_SET_PASSWORD,
  CONFIRMATION_NOT_NEEDED,
  CONFIRMATION_TOKEN_INVALID,
  EMAIL_ADDRESS_NOT_VALID,
  EMAIL_INVALID_FORMAT,
  EMAIL_IS_INVALID,
  ERROR_CONFIRMING,
  NEW_PASSWORD_REQUIRED,
  NO_USER_WITH_EMAIL,
  RESET_TOKEN_REQUIRED,
  SPECIFY_AN_EMAIL,
} from "./customerMessages.js"
import {
  confirmWithKey,
  customerByEmail,
  isLocked,
  resetPasswordWithToken,
  resetTokenIsLive,
  revokeAllTokens,
  setConfirmationKey,
  setResetToken,
} from "./customerRepository.js"
import { customerObject } from "./customerView.js"
import { isValidEmail } from "./emailAddress.js"
import { assertPasswordStrength, hashPassword } from "./password.js"
import { digest, newSecret } from "./secretTokens.js"

const checkEmail = (email: string | null | undefined): string => {
  const trimmed = (email ?? "").trim()
  if (trimmed === "") throw inputError(SPECIFY_AN_EMAIL)
  if (!isValidEmail(trimmed)) throw inputError(EMAIL_INVALID_FORMAT)
  return trimmed
}

/**
 * Sends a single-use reset link (a new one replaces the last). At most `resetRequests` per
 * address per `resetWindowMs` (Magento's Security module); past that, and for an unknown
 * address, Magento's resolver answers "Cannot reset the customer's password".
 */
export const requestPasswordResetEmail = async (
  context: GraphqlContext,
  rawEmail: string,
): Promise<boolean> => {
  const email = checkEmail(rawEmail)
  const customer = await customerByEmail(context.db, context.store.websiteId, email)
  if (customer === undefined) throw inputError(CANNOT_RESET_PASSWORD)
  if (isLocked(customer, context.clock)) throw inputError(ACCOUNT_IS_LOCKED)
  const { resetRequests, resetWindowMs } = context.accounts
  const window = await context.sharedState.hit(
    `password-reset:${context.store.websiteId}:${email.toLowerCase()}`,
    resetWindowMs,
  )
  if (window.count > resetRequests) throw inputError(CANNOT_RESET_PASSWORD)
  const token = newSecret()
  await context.db.transaction(async (tx) => {
    await setResetToken(tx, customer.id, digest(token), context.clock)
    await queueResetMail(context, tx, customer, token)
  })
  context.mail.deliverSoon()
  return true
}

export const resetPassword = async (
  context: GraphqlContext,
  args: {
    readonly email: string
    readonly resetPasswordToken: string
    readonly newPassword: string
  },
): Promise<boolean> => {
  const email = checkEmail(args.email)
  if (args.resetPasswordToken === "") throw inputError(RESET_TOKEN_REQUIRED)
  if (args.newPassword === "") throw inputError(NEW_PASSWORD_REQUIRED)
  const customer = await customerByEmail(context.db, context.store.websiteId, email)
  if (customer === undefined) throw inputError(CANNOT_SET_PASSWORD)
  if (isLocked(customer, context.clock)) throw inputError(ACCOUNT_IS_LOCKED)
  const tokenHash = digest(args.resetPasswordToken)
  const lifetime = context.accounts.resetTokenLifetimeMs
  // AccountManagement::resetPassword: the token first, then the password's strength; the
  // resolver reports every refusal as one message.
  if (!(await resetTokenIsLive(context.db, customer.id, tokenHash, lifetime, context.clock)))
    throw inputError(CANNOT_SET_PASSWORD)
  try {
    assertPasswordStrength(args.newPassword, customer.email)
  } catch {
    throw inputError(CANNOT_SET_PASSWORD)
  }
  const passwordHash = await hashPassword(args.newPassword)
  const done = await context.db.transaction(async (tx) => {
    if (
      !(await resetPasswordWithToken(
        tx,
        customer.id,
        tokenHash,
        lifetime,
        passwordHash,
        context.clock,
      ))
    )
      return false
    // Magento's SessionCleaner: every session of the account ends.
    await revokeAllTokens(tx, customer.id)
    return true
  })
  if (!done) throw inputError(CANNOT_SET_PASSWORD)
  return true
}

export const confirmEmail = async (
  context: GraphqlContext,
  input: { readonly email: string; readonly confirmation_key: string },
) => {
  if (!isValidEmail(input.email.trim())) throw inputError(EMAIL_IS_INVALID)
  const customer = await customerByEmail(context.db, context.store.websiteId, input.email)
  if (customer === undefined) throw inputError(ERROR_CONFIRMING)
  if (customer.confirmationHash === null) throw inputError(ALREADY_ACTIVE)
  const confirmed = await context.db.transaction(async (tx) => {
    const row = await confirmWithKey(tx, customer.id, digest(input.confirmation_key))
    if (row !== undefined) await queueWelcomeMail(context, tx, row)
    return row
  })
  if (confirmed === undefined) throw inputError(CONFIRMATION_TOKEN_INVALID)
  context.mail.deliverSoon()
  return { customer: customerObject({ row: confirmed, confirmationRequired: true }) }
}

/** A new confirmation key (the old link stops working), mailed again. */
export const resendConfirmationEmail = async (
  context: GraphqlContext,
  email: string,
): Promise<boolean> => {
  if (!isValidEmail(email.trim())) throw inputError(EMAIL_ADDRESS_NOT_VALID)
  const customer = await customerByEmail(context.db, context.store.websiteId, email)
  if (customer === undefined) throw inputError(NO_USER_WITH_EMAIL)
  if (customer.confirmationHash === null) throw inputError(CONFIRMATION_NOT_NEEDED)
  const key = newSecret()
  await context.db.transaction(async (tx) => {
    await setConfirmationKey(tx, customer.id, digest(key))
    await queueConfirmationMail(context, tx, customer, key)
  })
  context.mail.deliverSoon()
  return true
}
