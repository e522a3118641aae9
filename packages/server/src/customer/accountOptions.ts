/**
 * Account security settings, Magento's defaults unless overridden (server option `accounts`).
 * Whether new accounts must confirm their e-mail is a store switch instead
 * (`store_config` path `create_account_confirmation`, Magento's customer/create_account/confirm).
 */
export interface AccountOptions {
  /** Customer token lifetime (Magento: oauth/access_token_lifetime/customer = 1 hour). */
  readonly tokenLifetimeMs?: number
  /** Failed password checks that lock the account (customer/password/lockout_failures = 10)… */
  readonly lockoutFailures?: number
  /** …within this window, locking it this long (customer/password/lockout_threshold = 10 min). */
  readonly lockoutMs?: number
  /** Failed token requests per e-mail that block further ones (oauth/authentication_lock = 6)… */
  readonly tokenFailures?: number
  /** …for this long (oauth/authentication_lock/timeout = 1800 s). */
  readonly tokenLockMs?: number
  /** Password reset link lifetime (customer/password/reset_link_expiration_period = 2 hours). */
  readonly resetTokenLifetimeMs?: number
  /** Reset e-mails per address (security: max_number_password_reset_requests = 5)… */
  readonly resetRequests?: number
  /** …per this window (min_time_between_password_reset_requests = 10 min). */
  readonly resetWindowMs?: number
  /** Whether new accounts must confirm their e-mail; overrides every store view's switch. */
  readonly requireConfirmation?: boolean
}

export type ResolvedAccountOptions = Required<Omit<AccountOptions, "requireConfirmation">> &
  Pick<AccountOptions, "requireConfirmation">

const MINUTE = 60_000

export const resolveAccountOptions = (options: AccountOptions = {}): ResolvedAccountOptions => ({
  tokenLifetimeMs: options.tokenLifetimeMs ?? 60 * MINUTE,
  lockoutFailures: options.lockoutFailures ?? 10,
  lockoutMs: options.lockoutMs ?? 10 * MINUTE,
  tokenFailures: options.tokenFailures ?? 6,
  tokenLockMs: options.tokenLockMs ?? 30 * MINUTE,
  resetTokenLifetimeMs: options.resetTokenLifetimeMs ?? 120 * MINUTE,
  resetRequests: options.resetRequests ?? 5,
  resetWindowMs: options.resetWindowMs ?? 10 * MINUTE,
  ...(options.requireConfirmation !== undefined
    ? { requireConfirmation: options.requireConfirmation }
    : {}),
})

export const CONFIRMATION_REQUIRED_PATH = "create_account_confirmation"
