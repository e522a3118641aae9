import { useCmsPage, useStoreConfig } from "@shutter/react"
import { CmsContent } from "../components/CmsContent.js"
import { useDocumentMeta } from "../hooks/useDocumentMeta.js"
import { usePageProgress } from "../hooks/usePageProgress.js"
import { ErrorPage } from "./ErrorPage.js"

/** Home (`/`, `/Home`): the store's CMS home page (its blocks are rendered into it). */
export const HomePage = () => {
  const { data: config } = useStoreConfig()
  const identifier = config ? (config.cms_home_page ?? "home").split("|")[0] : undefined
  const { data: page, error, loading } = useCmsPage(identifier)
  usePageProgress(loading)
  useDocumentMeta(page?.meta_title || config?.default_title || undefined, page?.meta_description)
  if (error) return <ErrorPage />
  return (
    <section className="home" aria-busy={page ? undefined : true}>
      <h1 className="visually-hidden">{page?.title ?? config?.store_name ?? "Shutter"}</h1>
      {page ? <CmsContent html={page.content ?? ""} /> : <div className="home__placeholder" />}
    </section>
  )
}
