import { useIsSignedIn } from "@shutter/react"
import { type AccessDecision, accessDecision } from "@shutter/sdk/rules"
import { useEffect, useState } from "react"
import { hasStoredCustomer } from "../storedShopper.js"

/**
 * The is-authenticated guard (spec §2) for a customer page: `undefined` until the browser can
 * tell (the server renders every page as a guest, so it never decides), then the SDK's
 * decision for the session, or the stored token while the SDK is still loading.
 */
export const useAccountAccess = (): AccessDecision | undefined => {
  const signedIn = useIsSignedIn()
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  if (!mounted) return undefined
  const token = signedIn || hasStoredCustomer(document.cookie) ? "stored" : undefined
  return accessDecision("is-authenticated", { customerToken: token })
}
