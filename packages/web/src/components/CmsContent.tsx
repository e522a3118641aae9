import { type MouseEvent, useEffect, useRef } from "react"
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
  const root = useRef<HTMLDivElement>(null)
  // The product carousels in it get their Previous and Next buttons once scripts run (without
  // scripts they still scroll by touch and trackpad); the code comes after the first paint.
  useEffect(() => {
    const element = root.current
    if (element === null || !html.includes("product-carousel")) return
    let removeControls: (() => void) | undefined
    let left = false
    void import("./carouselControls.js").then(({ addCarouselControls }) => {
      if (!left) removeControls = addCarouselControls(element)
    })
    return () => {
      left = true
      removeControls?.()
    }
  }, [html])
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
      ref={root}
      className={className ?? "cms-content"}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: CMS HTML is the shop's own content
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
