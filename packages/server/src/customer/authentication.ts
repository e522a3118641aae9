// Signing in: Magento's CustomerTokenService (throttled per e-mail by the Integration module's
// RequestThrottler) over AccountManagement::authenticate and Authentication (lockout).
import type { GraphqlContext } from "../graphql/context.js"
import { inputError } from "../graphql/errors.js"
import { authenticationError } from "./customerAccount.js"
import {
  ACCOUNT_LOCKED,
  ACCOUNT_NOT_CONFIRMED,
  INVALID_LOGIN,
  SIGN_IN_INCORRECT,
  SPECIFY_EMAIL,
  SPECIFY_PASSWORD,
} from "./customerMessages.js"
import {
  type CustomerRow,
  customerByEmail,
  insertToken,
  isLocked,
  passwordCheckSucceeded,
  reservePasswordCheck,
} from "./customerRepository.js"
import { verifyPassword } from "./password.js"
import { digest, newSecret } from "./secretTokens.js"

const throttleKey = (context: GraphqlContext, email: string): string =>
  `customer-token-failures:${context.store.websiteId}:${email.trim().toLowerCase()}`

/**
 * Authentication::authenticate: a wrong password counts a failure and may lock the account;
 * a locked account is refused before the password is even checked. The failure is counted
 * before the check, so simultaneous wrong passwords cannot all be checked before the lock, and
 * a right one checked meanwhile does not lift a lock the others reached. Its texts are the ones
 * CustomerGraphQl's CheckCustomerPassword passes on ("Invalid login or password.").
 */
export const checkPassword = async (
  context: GraphqlContext,
  customer: CustomerRow,
  password: string,
): Promise<void> => {
  if (isLocked(customer, context.clock)) throw authenticationError(ACCOUNT_LOCKED)
  const { lockoutFailures, lockoutMs } = context.accounts
  const check = await reservePasswordCheck(
    context.db,
    customer.id,
    lockoutFailures,
    lockoutMs,
    context.clock,
  )
  if (check === undefined) throw authenticationError(ACCOUNT_LOCKED)
  if (await verifyPassword(customer.passwordHash, password)) {
    if (await passwordCheckSucceeded(context.db, customer.id, check.locks, context.clock)) return
    throw authenticationError(ACCOUNT_LOCKED)
  }
  throw authenticationError(check.locks ? ACCOUNT_LOCKED : INVALID_LOGIN)
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
  // Magento's RequestThrottler, with the attempt counted as a failure before it is checked (a
  // right password forgets the failures): at most `tokenFailures` checks per window, however
  // many requests arrive at once.
  if (!(await context.sharedState.hitWithin(key, tokenLockMs, tokenFailures)))
    throw authenticationError(SIGN_IN_INCORRECT)
  const customer = await customerByEmail(context.db, context.store.websiteId, email)
  if (customer === undefined) throw authenticationError(SIGN_IN_INCORRECT)
  try {
    await checkPassword(context, customer, password)
  } catch {
    throw authenticationError(SIGN_IN_INCORRECT)
  }
  // EmailNotConfirmedException keeps its own message (it is an AuthenticationException).
  if (customer.confirmationHash !== null) throw authenticationError(ACCOUNT_NOT_CONFIRMED)
  await context.sharedState.reset(key)
  return issueToken(context, customer.id)
}
