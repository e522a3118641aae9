import { useCategoryTree } from "@shutter/react"
import {
  type CategoryNode,
  CONTENT_NOT_LOADED_TITLE,
  categoryPath,
  HELP_AND_FAQS_LABEL,
} from "@shutter/sdk/rules"
import { useEffect, useRef } from "react"
import { useSnapshot } from "valtio"
import { Link } from "wouter"
import { closeMobileMenu, openOverlay, ui } from "../state/ui.js"

const Branch = ({ nodes }: { readonly nodes: ReadonlyArray<CategoryNode | null> }) => (
  <ul>
    {nodes.map((node) =>
      node === null || node.include_in_menu === 0 ? null : (
        <li key={node.uid}>
          {node.children && node.children.length > 0 ? (
            <details>
              <summary>{node.name}</summary>
              <Link
                href={categoryPath(node)}
                onClick={closeMobileMenu}
                className="mobile-menu__all"
              >
                All {node.name}
              </Link>
              <Branch nodes={node.children} />
            </details>
          ) : (
            <Link href={categoryPath(node)} onClick={closeMobileMenu}>
              {node.name}
            </Link>
          )}
        </li>
      ),
    )}
  </ul>
)

/** The mobile category sidebar, from the lazily loaded category tree (spec §4 Categories). */
export const MobileMenu = () => {
  const { mobileMenuOpen } = useSnapshot(ui)
  const { data, error } = useCategoryTree()
  const closeButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!mobileMenuOpen) return
    // The drawer takes the focus (and gives it back to what opened it when it closes).
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    closeButton.current?.focus()
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && closeMobileMenu()
    document.addEventListener("keydown", onKey)
    // The page behind the backdrop does not scroll with the drawer.
    const overflow = document.body.style.overflow
    document.body.style.overflow = "hidden"
    return () => {
      document.removeEventListener("keydown", onKey)
      document.body.style.overflow = overflow
      opener?.focus()
    }
  }, [mobileMenuOpen])
  if (!mobileMenuOpen) return null
  return (
    <>
      <div
        className="mobile-menu-backdrop"
        data-testid="mobile-menu-backdrop"
        aria-hidden="true"
        onClick={closeMobileMenu}
      />
      <div
        className="mobile-menu"
        id="mobile-menu"
        role="dialog"
        aria-label="Categories"
        // The bottom navigation stays usable above the backdrop (its Menu closes the drawer).
        aria-modal="false"
      >
        <div className="mobile-menu__head">
          <h2>Shop by category</h2>
          <button type="button" ref={closeButton} onClick={closeMobileMenu}>
            Close menu
          </button>
        </div>
        {error ? <p>{CONTENT_NOT_LOADED_TITLE}</p> : <Branch nodes={data ?? []} />}
        {/* The header's Help & FAQs button is desktop-only: phones open the help modal from
            here (the Help popup's 'Send us a Message' opens the chat when a store has one). */}
        <button
          type="button"
          className="mobile-menu__help"
          aria-haspopup="dialog"
          onClick={() => openOverlay("helpModalOpen")}
        >
          {HELP_AND_FAQS_LABEL}
        </button>
      </div>
    </>
  )
}
