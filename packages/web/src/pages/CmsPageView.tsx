import { useCmsPage } from "@shutter/react"
import { CmsContent } from "../components/CmsContent.js"
import { usePageProgress } from "../hooks/usePageProgress.js"
import { PageHead } from "../seo/PageHead.js"
import { ErrorPage } from "./ErrorPage.js"

/** A CMS page by identifier (catch-all route, landing routes such as /Faq). */
export const CmsPageView = ({ identifier }: { readonly identifier: string }) => {
  const { data: current, error, loading, stale } = useCmsPage(identifier)
  const page = stale ? undefined : current
  usePageProgress(loading)
  if (error) return <ErrorPage />
  if (!page) return <section className="cms-page" aria-busy="true" />
  return (
    <article className="cms-page">
      <PageHead
        title={page?.meta_title || page?.title || undefined}
        description={page?.meta_description}
      />
      <h1>{page.content_heading || page.title}</h1>
      <CmsContent html={page.content ?? ""} />
    </article>
  )
}
