import { useRoute } from "@shutter/react"
import { lazy, useEffect } from "react"
import { useLocation, useSearch } from "wouter"
import { usePageProgress } from "../hooks/usePageProgress.js"
import { ErrorPage } from "./ErrorPage.js"

// Each kind of page loads its own code: a product page never downloads the listing.
const ProductPage = lazy(() => import("./product/ProductPage.js"))
const CategoryPage = lazy(() =>
  import("./CategoryPage.js").then((m) => ({ default: m.CategoryPage })),
)
const CmsPageView = lazy(() => import("./CmsPageView.js").then((m) => ({ default: m.CmsPageView })))
// Only CMS pages the store put guards on need it: the other pages' chunks never depend on it.
const PageGuards = lazy(() => import("./PageGuards.js").then((m) => ({ default: m.PageGuards })))

const Pending = () => <section className="page-pending" aria-busy="true" />

/**
 * The catch-all route (`/{slug+}`) and the §2 landing routes: the SDK's routing says what the
 * URL is (product, category, CMS page, redirect, or not found) and this renders it.
 */
export const ResolvedPage = () => {
  const [path, navigate] = useLocation()
  const search = useSearch()
  // A navigation keeps the current page until the next URL is resolved (see useQuery).
  const { data: route, error, loading, stale } = useRoute(path, { suspendWhile: "key" })
  usePageProgress(loading)
  const redirect = route?._tag === "Redirect" && !stale ? route.to : undefined
  useEffect(() => {
    if (redirect !== undefined) {
      // Keep the listing's query (filters, sort, page) on the canonical URL.
      const target = redirect.includes("?") || search === "" ? redirect : `${redirect}?${search}`
      navigate(target.startsWith("/") ? target : `/${target}`, { replace: true })
    }
  }, [redirect, search, navigate])
  if (error) return <ErrorPage />
  if (route === undefined || stale || route._tag === "Redirect") return <Pending />
  if (route._tag === "NotFound") return <ErrorPage redirectTo={route.redirectTo} />
  // No Suspense boundary of its own: a page's code loading suspends up to App's, which keeps the
  // current page on screen during a navigation (a new boundary would show its fallback).
  return route._tag === "Category" ? (
    <CategoryPage uid={route.uid} category={route.category} />
  ) : route._tag === "CmsPage" ? (
    route.guards.length === 0 ? (
      <CmsPageView identifier={route.identifier} />
    ) : (
      <PageGuards route={route} path={path}>
        <CmsPageView identifier={route.identifier} />
      </PageGuards>
    )
  ) : (
    <ProductPage by={route.urlKey ? { urlKey: route.urlKey } : { sku: route.sku }} />
  )
}
