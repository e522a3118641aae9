import { useMegaMenu } from "@shutter/react"
import type { MegaMenuEntry } from "@shutter/sdk/rules"
import { type KeyboardEvent, useRef, useState } from "react"
import { Link } from "wouter"

/** Spec §2: placeholder, external and _blank links are plain anchors; site links use the router. */
const MenuLink = ({
  entry,
  onNavigate,
  ...rest
}: {
  readonly entry: MegaMenuEntry
  readonly onNavigate?: () => void
  readonly className?: string
  readonly id?: string
  readonly tabIndex?: number
  readonly "aria-expanded"?: boolean | undefined
  readonly "aria-haspopup"?: "true" | undefined
  readonly onKeyDown?: (event: KeyboardEvent<HTMLAnchorElement>) => void
  readonly onFocus?: () => void
}) =>
  entry.plainAnchor || entry.newTab ? (
    <a
      href={entry.href}
      {...(entry.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      {...rest}
    >
      {entry.title}
    </a>
  ) : (
    <Link href={entry.href} onClick={onNavigate} {...rest}>
      {entry.title}
    </Link>
  )

/** A link the menu's item classes mark as the heading of the links under it (Magento's `li_class`). */
const isGroupHeading = (entry: MegaMenuEntry): boolean =>
  entry.children.length > 0 || entry.className.split(/\s+/).includes("heading")

/**
 * The desktop mega menu (from lg): top-level items with a sub-category panel on hover; mouse
 * leave clears it. Keyboard: down opens the panel, up closes it, left/right move between
 * top-level items, tab moves focus through the open panel.
 */
export const MegaMenu = () => {
  const { data: entries } = useMegaMenu()
  const [open, setOpen] = useState<number | undefined>(undefined)
  const [focused, setFocused] = useState<number | undefined>(undefined)
  const tops = useRef<Array<HTMLAnchorElement | null>>([])
  const items = entries ?? []
  const focusTop = (index: number) => {
    const next = (index + items.length) % items.length
    setOpen(undefined)
    setFocused(next)
    tops.current[next]?.focus()
  }
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLAnchorElement>) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault()
        setOpen(index)
        break
      case "ArrowUp":
        event.preventDefault()
        setOpen(undefined)
        break
      case "ArrowRight":
        event.preventDefault()
        focusTop(index + 1)
        break
      case "ArrowLeft":
        event.preventDefault()
        focusTop(index - 1)
        break
      case "Escape":
        setOpen(undefined)
        break
    }
  }
  return (
    <nav className="mega-menu" aria-label="Categories" onMouseLeave={() => setOpen(undefined)}>
      <ul className="mega-menu__tops">
        {items.map((entry, index) => {
          const isOpen = open === index
          return (
            <li
              key={entry.id}
              className={`mega-menu__top${focused === index ? " mega-menu__top--focus" : ""}`}
              onMouseEnter={() => setOpen(entry.children.length > 0 ? index : undefined)}
              // The item's own link, for ←/→ (wouter's Link passes no ref through).
              ref={(el) => {
                tops.current[index] = el?.querySelector("a") ?? null
              }}
            >
              <MenuLink
                entry={entry}
                className="mega-menu__top-link"
                aria-expanded={entry.children.length > 0 ? isOpen : undefined}
                aria-haspopup={entry.children.length > 0 ? "true" : undefined}
                onKeyDown={onKeyDown(index)}
                onFocus={() => setFocused(index)}
                onNavigate={() => setOpen(undefined)}
              />
              {isOpen && entry.children.length > 0 && (
                <div className="mega-menu__panel" data-testid="mega-menu-panel">
                  {entry.children.map((column) => (
                    <div
                      key={column.id}
                      className="mega-menu__column"
                      style={{ gridColumn: `span ${column.columns}` }}
                    >
                      {column.showTitle && column.title && (
                        <p className="mega-menu__column-title">{column.title}</p>
                      )}
                      <ul>
                        {column.children.map((link) => (
                          <li key={link.id}>
                            <MenuLink
                              entry={link}
                              onNavigate={() => setOpen(undefined)}
                              // The menu marks a group's first link as its heading: it looks like one.
                              {...(isGroupHeading(link)
                                ? { className: "mega-menu__group-link" }
                                : {})}
                            />
                            {link.children.length > 0 && (
                              <ul>
                                {link.children.map((deeper) => (
                                  <li key={deeper.id}>
                                    <MenuLink
                                      entry={deeper}
                                      onNavigate={() => setOpen(undefined)}
                                    />
                                  </li>
                                ))}
                              </ul>
                            )}
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
