import { useCmsPage } from "@shutter/react"
import { CmsContent } from "../components/CmsContent.js"
import { useDocumentMeta } from "../hooks/useDocumentMeta.js"
import { usePageProgress } from "../hooks/usePageProgress.js"
import { ErrorPage } from "./ErrorPage.js"

/** A CMS page by identifier (catch-all route, landing routes such as /Faq). */
export const CmsPageView = ({ identifier }: { readonly identifier: string }) => {
  const { data: current, error, loading, stale } = useCmsPage(identifier)
  const page = stale ? undefined : current
  usePageProgress(loading)
  useDocumentMeta(page?.meta_title || page?.title || undefined, page?.meta_description)
  if (error) return <ErrorPage />
  if (!page) return <section className="cms-page" aria-busy="true" />
  return (
    <article className="cms-page">
      <h1>{page.content_heading || page.title}</h1>
      <CmsContent html={page.content ?? ""} />
    </article>
  )
}
