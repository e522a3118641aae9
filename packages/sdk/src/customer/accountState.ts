// Effect-free: the lazy storefront shows this state before the SDK has loaded.

/** The account actions whose busy flag and last error the `Customer` service keeps. */
export const ACCOUNT_ACTIONS = [
  "signIn",
  "signOut",
  "register",
  "load",
  "updateProfile",
  "changePassword",
  "requestPasswordReset",
  "resetPassword",
  "confirmAccount",
] as const
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number]

/** Busy flag and the last error message (spec §8: joined per action) of each account action. */
export interface AccountStatus {
  readonly busy: Readonly<Record<AccountAction, boolean>>
  readonly errors: Readonly<Record<AccountAction, string | null>>
}

export const initialAccountStatus: AccountStatus = {
  busy: Object.fromEntries(ACCOUNT_ACTIONS.map((a) => [a, false])) as Record<
    AccountAction,
    boolean
  >,
  errors: Object.fromEntries(ACCOUNT_ACTIONS.map((a) => [a, null])) as Record<
    AccountAction,
    string | null
  >,
}
