import type { MouseEvent } from "react"
import { useLocation } from "wouter"

/**
 * CMS HTML from the backend (trusted: written by the shop's staff). Clicks on site-relative
 * links go through the router instead of reloading the page.
 */
export const CmsContent = ({
  html,
  className,
}: {
  readonly html: string
  readonly className?: string
}) => {
  const [, navigate] = useLocation()
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest("a")
    const href = anchor?.getAttribute("href")
    if (!href?.startsWith("/") || href.startsWith("//") || anchor?.target) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    navigate(href)
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates clicks of the links inside
    // biome-ignore lint/a11y/useKeyWithClickEvents: links inside keep their own keyboard behaviour
    <div
      className={className ?? "cms-content"}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: CMS HTML is the shop's own content
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
