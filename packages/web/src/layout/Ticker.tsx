import { useTicker } from "@shutter/react"
import { CmsContent } from "../components/CmsContent.js"

/**
 * The ticker banner (client-side only): its height is reserved from the start so it never
 * shifts the page; it stays empty while loading and collapses its content when hidden.
 */
export const Ticker = () => {
  const ticker = useTicker()
  return (
    <div className="ticker" data-status={ticker.status} data-testid="ticker">
      {ticker.status === "shown" &&
        ticker.items.map((block) => (
          <CmsContent key={block.identifier} className="ticker__block" html={block.content ?? ""} />
        ))}
    </div>
  )
}
