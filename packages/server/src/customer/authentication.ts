// Signing in: Magento's CustomerTokenService (throttled per e-mail by the Integration module's
// RequestThrottler) over AccountManagement::authenticate and Authentication (lockout).
import type { GraphqlContext } from "../graphql/context.js"
import { inputError } from "../graphql/errors.js"
import { authenticationError } from "./customerAccount.js"
import {
  ACCOUNT_LOCKED,
  ACCOUNT_NOT_CONFIRMED,
  PASSWORD_MISMATCH,
  SIGN_IN_INCORRECT,
  SPECIFY_EMAIL,
  SPECIFY_PASSWORD,
} from "./customerMessages.js"
import {
  type CustomerRow,
  clearPasswordFailures,
  customerByEmail,
  insertToken,
  isLocked,
  recordPasswordFailure,
} from "./customerRepository.js"
import { verifyPassword } from "./password.js"
import { digest, newSecret } from "./secretTokens.js"

const throttleKey = (context: GraphqlContext, email: string): string =>
  `customer-token-failures:${context.store.websiteId}:${email.trim().toLowerCase()}`

/**
 * Authentication::authenticate: a wrong password counts a failure and may lock the account;
 * a locked account is refused before the password is even checked.
 */
export const checkPassword = async (
  context: GraphqlContext,
  customer: CustomerRow,
  password: string,
): Promise<void> => {
  if (isLocked(customer, context.clock)) throw authenticationError(ACCOUNT_LOCKED)
  if (await verifyPassword(customer.passwordHash, password)) {
    await clearPasswordFailures(context.db, customer.id)
    return
  }
  const { lockoutFailures, lockoutMs } = context.accounts
  const result = await recordPasswordFailure(
    context.db,
    customer.id,
    lockoutFailures,
    lockoutMs,
    context.clock,
  )
  throw authenticationError(result?.locked ? ACCOUNT_LOCKED : PASSWORD_MISMATCH)
}

/** Issues a token for the account; the raw token exists only in the response. */
export const issueToken = async (context: GraphqlContext, customerId: number): Promise<string> => {
  const token = newSecret()
  await insertToken(
    context.db,
    customerId,
    digest(token),
    context.accounts.tokenLifetimeMs,
    context.clock,
  )
  return token
}

export const generateCustomerToken = async (
  context: GraphqlContext,
  email: string,
  password: string,
): Promise<string> => {
  if (email.trim() === "") throw inputError(SPECIFY_EMAIL)
  if (password === "") throw inputError(SPECIFY_PASSWORD)
  const key = throttleKey(context, email)
  const { tokenFailures, tokenLockMs } = context.accounts
  if ((await context.sharedState.peek(key)).count >= tokenFailures)
    throw authenticationError(SIGN_IN_INCORRECT)
  const fail = async (message: string): Promise<never> => {
    await context.sharedState.hit(key, tokenLockMs)
    throw authenticationError(message)
  }
  const customer = await customerByEmail(context.db, context.store.websiteId, email)
  if (customer === undefined) return fail(SIGN_IN_INCORRECT)
  try {
    await checkPassword(context, customer, password)
  } catch {
    return fail(SIGN_IN_INCORRECT)
  }
  // EmailNotConfirmedException keeps its own message (it is an AuthenticationException).
  if (customer.confirmationHash !== null) return fail(ACCOUNT_NOT_CONFIRMED)
  await context.sharedState.reset(key)
  return issueToken(context, customer.id)
}
