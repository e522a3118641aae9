import { useIsSignedIn, useQuery, useStorefront } from "@shutter/react"
import type { ResolvedRoute } from "@shutter/sdk"
import { BACK_TO_HOME_TEXT, errorPageTitle, HOME_PATH } from "@shutter/sdk/rules"
import { type ReactNode, useEffect, useState } from "react"
import { Link, useLocation } from "wouter"
import { PageHead } from "../seo/PageHead.js"
import { hasStoredCustomer } from "../storedShopper.js"
import { ErrorPage } from "./ErrorPage.js"

const Pending = () => <section className="page-pending" aria-busy="true" />

/** The SDK's 500 for a guard nobody knows, as a thrown error or as the server render left it. */
const unknownMiddleware = (error: unknown): string | undefined =>
  typeof error === "object" &&
  error !== null &&
  (error as { _tag?: unknown })._tag === "UnknownMiddlewareError"
    ? String((error as { message?: unknown }).message)
    : undefined

/**
 * Spec §2 error page (not a 404: 'Content does not load properly') saying what went wrong. Kept
 * here, in the resolved-page chunk, so the error page of the first load stays as small as it is.
 */
const UnknownMiddlewarePage = ({ message }: { readonly message: string }) => {
  const title = errorPageTitle(false)
  return (
    <section className="error-page" data-testid="error-page">
      <PageHead title={title} />
      <h1>{title}</h1>
      <p>{message}</p>
      <Link href={HOME_PATH}>{BACK_TO_HOME_TEXT}</Link>
    </section>
  )
}

/**
 * A page the store put guards on (a CMS page's `cms_page_guards`): the SDK runs them, and the
 * page shows once they let the shopper through. The server renders as a guest, so its decision
 * is only a guest's: the browser redirects only once mounted, with its own session. An unknown
 * guard is the error page with the SDK's 'Unknown middleware' (the server answers it with 500).
 */
export const PageGuards = ({
  route,
  path,
  children,
}: {
  readonly route: ResolvedRoute
  readonly path: string
  readonly children: ReactNode
}) => {
  const storefront = useStorefront()
  const signedIn = useIsSignedIn()
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const [, navigate] = useLocation()
  // Until mounted this is the server's (guest) key, so hydration renders what the server did.
  const customer = mounted && (signedIn || hasStoredCustomer(document.cookie))
  const { data, error, stale } = useQuery(
    `pageGuards:${path}:${customer ? "customer" : "guest"}`,
    () => storefront.routing.guardPage({ route, path }),
  )
  const redirect = mounted && !stale && data?._tag === "Redirect" ? data.to : undefined
  useEffect(() => {
    if (redirect !== undefined) navigate(redirect, { replace: true })
  }, [redirect, navigate])
  const unknown = unknownMiddleware(error)
  if (unknown !== undefined) return <UnknownMiddlewarePage message={unknown} />
  if (error) return <ErrorPage />
  if (data === undefined || stale || data._tag === "Redirect") return <Pending />
  return children
}
