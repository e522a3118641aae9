// Effect-free: a UI's first paint decides access with it (`@shutter/sdk/rules`).
import { HOME_PATH } from "./routePaths.js"

/** Spec §2: the navigation guards a route can name. */
export const GUARD_NAMES = ["checkout", "is-authenticated", "url-resolver"] as const
export type GuardName = (typeof GUARD_NAMES)[number]

export const isGuardName = (name: string): name is GuardName =>
  (GUARD_NAMES as ReadonlyArray<string>).includes(name)

export type AccessDecision =
  | { readonly _tag: "Continue" }
  | { readonly _tag: "Redirect"; readonly to: string }

/**
 * The access part of a guard: customer-only pages ("is-authenticated") redirect home without a
 * customer token; the checkout step guard has no rule of its own (spec §2); "url-resolver"
 * resolves the route and never blocks here.
 */
export const accessDecision = (
  name: GuardName,
  session: { readonly customerToken: string | undefined },
): AccessDecision =>
  name === "is-authenticated" && !session.customerToken
    ? { _tag: "Redirect", to: HOME_PATH }
    : { _tag: "Continue" }
