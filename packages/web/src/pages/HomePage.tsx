import { useCmsPage, useStoreConfig } from "@shutter/react"
import { CmsContent } from "../components/CmsContent.js"
import { usePageProgress } from "../hooks/usePageProgress.js"
import { PageHead } from "../seo/PageHead.js"
import { ErrorPage } from "./ErrorPage.js"

/** Home (`/`, `/Home`): the store's CMS home page (its blocks are rendered into it). */
export const HomePage = () => {
  const { data: config } = useStoreConfig()
  const identifier = config ? (config.cms_home_page ?? "home").split("|")[0] : undefined
  const { data: page, error, loading } = useCmsPage(identifier)
  usePageProgress(loading)
  if (error) return <ErrorPage />
  return (
    <section className="home" aria-busy={page ? undefined : true}>
      <PageHead
        title={page?.meta_title || config?.default_title || undefined}
        description={page?.meta_description}
      />
      <h1 className="visually-hidden">{page?.title ?? config?.store_name ?? "Shutter"}</h1>
      {page ? <CmsContent html={page.content ?? ""} /> : <div className="home__placeholder" />}
    </section>
  )
}
