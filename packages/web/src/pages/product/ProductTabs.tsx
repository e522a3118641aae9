import type { ProductDetails } from "@shutter/sdk/rules"
import { type KeyboardEvent, lazy, type ReactNode, Suspense, useState } from "react"
import { CmsContent } from "../../components/CmsContent.js"

// Below the fold and behind a click: each of these panels is a chunk of its own, fetched when
// its tab is first chosen (or hovered), never on the first load.
const loadReviews = () => import("./Reviews.js")
const loadQuestions = () => import("./ProductQuestions.js")
const Reviews = lazy(() => loadReviews().then((m) => ({ default: m.Reviews })))
const ProductQuestions = lazy(loadQuestions)

export type ProductTabId = "description" | "specs" | "box" | "reviews" | "questions"

interface Tab {
  readonly id: ProductTabId
  readonly label: string
  readonly panel: () => ReactNode
  /** Fetches the panel's code ahead of a click. */
  readonly prefetch?: () => unknown
}

const html = (id: ProductTabId, label: string, content: string | null | undefined): Tab[] =>
  content && content.trim() !== ""
    ? [{ id, label, panel: () => <CmsContent html={content} /> }]
    : []

const tabsOf = (product: ProductDetails): ReadonlyArray<Tab> => [
  ...html("description", "Description", product.description?.html),
  ...html("specs", "Specs & dimensions", product.tab_specs_dims),
  ...html("box", "In the box", product.tab_box),
  {
    id: "reviews",
    label: product.review_count > 0 ? `Reviews (${product.review_count})` : "Reviews",
    panel: () => <Reviews sku={product.sku ?? ""} reviews={product.reviews} />,
    prefetch: loadReviews,
  },
  {
    id: "questions",
    label: "Questions & answers",
    panel: () => <ProductQuestions product={product} />,
    prefetch: loadQuestions,
  },
]

/** The tab shown first: the first one the product has. */
export const firstProductTab = (product: ProductDetails): ProductTabId =>
  tabsOf(product)[0]?.id ?? "reviews"

const KEYS: Readonly<Record<string, (i: number, n: number) => number>> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i + n - 1) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
}

/**
 * Description, Specs & dimensions, In the box, Reviews and Questions & answers as an ARIA tab
 * list (arrow keys, Home and End move and choose). A panel renders once its tab has been
 * chosen and stays (the HTML ones are in the server's HTML, hidden until chosen).
 */
export const ProductTabs = ({
  product,
  active,
  onSelect,
}: {
  readonly product: ProductDetails
  readonly active: ProductTabId
  readonly onSelect: (tab: ProductTabId) => void
}) => {
  const tabs = tabsOf(product)
  const [opened, setOpened] = useState<ReadonlySet<ProductTabId>>(() => new Set([active]))
  // Adjusting state while rendering (React's documented pattern): no extra commit.
  if (!opened.has(active)) setOpened(new Set([...opened, active]))
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === active),
  )
  const onKey = (event: KeyboardEvent) => {
    const move = KEYS[event.key]
    if (move === undefined) return
    event.preventDefault()
    const next = tabs[move(index, tabs.length)]
    if (next === undefined) return
    onSelect(next.id)
    document.getElementById(`tab-${next.id}`)?.focus()
  }
  return (
    <div className="tabs" id="product-tabs">
      <div role="tablist" aria-label="Product information" onKeyDown={onKey} className="tabs__list">
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            id={`tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={i === index}
            aria-controls={`panel-${tab.id}`}
            tabIndex={i === index ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onPointerEnter={tab.prefetch}
            onFocus={tab.prefetch}
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
          hidden={i !== index}
        >
          {(opened.has(tab.id) || tab.prefetch === undefined) && (
            <Suspense fallback={<p aria-busy="true">Loading…</p>}>{tab.panel()}</Suspense>
          )}
        </div>
      ))}
    </div>
  )
}
