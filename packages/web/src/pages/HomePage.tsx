import { useStoreConfig } from "@shutter/react"
import { useEffect } from "react"

/** Home (`/`, `/Home`). The CMS home page and blocks arrive with the browsing issue. */
export const HomePage = () => {
  const { data: config, error } = useStoreConfig()
  useEffect(() => {
    if (config?.default_title) document.title = config.default_title
  }, [config?.default_title])
  if (error) {
    return (
      <section className="error-page">
        <h1>Content does not load properly</h1>
      </section>
    )
  }
  return (
    <section className="home-hero" aria-busy={config ? undefined : true}>
      <h1>{config?.welcome || (config ? `Welcome to ${config.store_name}` : " ")}</h1>
      <p>Cameras, lenses, lighting, video and audio gear: new, used and open-box.</p>
    </section>
  )
}
