import { BACK_TO_HOME_TEXT, errorPageTitle, HOME_PATH } from "@shutter/sdk/rules"
import { useEffect } from "react"
import { Link, useLocation } from "wouter"
import { PageHead } from "../seo/PageHead.js"

/** How long the 404 message stays visible before the search results take over. */
export const NOT_FOUND_REDIRECT_DELAY_MS = 1500

/**
 * Spec §2 Error page: a 404 shows 'Page not found', then goes to search results for the path
 * (the SDK computes `redirectTo`); other errors show 'Content does not load properly'.
 */
export const ErrorPage = ({ redirectTo }: { readonly redirectTo?: string }) => {
  const [, navigate] = useLocation()
  const notFound = redirectTo !== undefined
  const title = errorPageTitle(notFound)
  useEffect(() => {
    if (redirectTo === undefined) return
    const timer = setTimeout(
      () => navigate(redirectTo, { replace: true }),
      NOT_FOUND_REDIRECT_DELAY_MS,
    )
    return () => clearTimeout(timer)
  }, [redirectTo, navigate])
  return (
    <section className="error-page" data-testid="error-page">
      <PageHead title={title} />
      <h1>{title}</h1>
      {notFound && <p>Looking for it in our catalogue…</p>}
      <Link href={HOME_PATH}>{BACK_TO_HOME_TEXT}</Link>
    </section>
  )
}
