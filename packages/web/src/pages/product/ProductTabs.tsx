import { type KeyboardEvent, useState } from "react"
import { CmsContent } from "../../components/CmsContent.js"

export interface Tab {
  readonly id: string
  readonly label: string
  readonly html: string
}

/** Description / Specs & dimensions / In the box, as an ARIA tab list (arrow keys move). */
export const ProductTabs = ({ tabs }: { readonly tabs: ReadonlyArray<Tab> }) => {
  const [active, setActive] = useState(0)
  if (tabs.length === 0) return null
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return
    const next = (active + (event.key === "ArrowRight" ? 1 : tabs.length - 1)) % tabs.length
    setActive(next)
    document.getElementById(`tab-${tabs[next]?.id}`)?.focus()
  }
  return (
    <div className="tabs">
      <div role="tablist" aria-label="Product information" onKeyDown={onKey}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            id={`tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={i === active}
            aria-controls={`panel-${tab.id}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          id={`panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`tab-${tab.id}`}
          hidden={i !== active}
        >
          <CmsContent html={tab.html} />
        </div>
      ))}
    </div>
  )
}
