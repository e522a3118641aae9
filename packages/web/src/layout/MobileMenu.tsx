import { useCategoryTree } from "@shutter/react"
import { type CategoryNode, CONTENT_NOT_LOADED_TITLE, categoryPath } from "@shutter/sdk/rules"
import { useEffect } from "react"
import { useSnapshot } from "valtio"
import { Link } from "wouter"
import { closeMobileMenu, ui } from "../state/ui.js"

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
  useEffect(() => {
    if (!mobileMenuOpen) return
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && closeMobileMenu()
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [mobileMenuOpen])
  if (!mobileMenuOpen) return null
  return (
    <div
      className="mobile-menu"
      id="mobile-menu"
      role="dialog"
      aria-label="Categories"
      aria-modal="false"
    >
      <div className="mobile-menu__head">
        <h2>Shop by category</h2>
        <button type="button" onClick={closeMobileMenu}>
          Close menu
        </button>
      </div>
      {error ? <p>{CONTENT_NOT_LOADED_TITLE}</p> : <Branch nodes={data ?? []} />}
    </div>
  )
}
