import { Link } from "wouter"

/** Reads `?page=` (default 1, spec §9). */
export const pageOf = (search: string): number => {
  const page = Number(new URLSearchParams(search).get("page") ?? "1")
  return Number.isInteger(page) && page > 0 ? page : 1
}

/** Previous, the page numbers, Next: links to `{path}?page=N`. */
export const WishlistPager = ({
  path,
  currentPage,
  totalPages,
}: {
  readonly path: string
  readonly currentPage: number
  readonly totalPages: number
}) =>
  totalPages > 1 ? (
    <nav className="pager" aria-label="Wishlist pages">
      {currentPage > 1 && (
        <Link href={`${path}?page=${currentPage - 1}`} rel="prev">
          Previous
        </Link>
      )}
      {Array.from({ length: totalPages }, (_, i) => i + 1).map((page) =>
        page === currentPage ? (
          <span key={page} aria-current="page" className="pager__current">
            {page}
          </span>
        ) : (
          <Link key={page} href={`${path}?page=${page}`}>
            <span className="visually-hidden">Page </span>
            {page}
          </Link>
        ),
      )}
      {currentPage < totalPages && (
        <Link href={`${path}?page=${currentPage + 1}`} rel="next">
          Next
        </Link>
      )}
    </nav>
  ) : null

/** Grid or list (spec §2: the wishlist's default is grid). */
export const ViewModeSwitch = ({
  mode,
  onChange,
}: {
  readonly mode: "grid" | "list"
  readonly onChange: (mode: "grid" | "list") => void
}) => (
  <fieldset className="wishlist-view-mode">
    <legend className="visually-hidden">View as</legend>
    {(["grid", "list"] as const).map((m) => (
      <label key={m} className={mode === m ? "wishlist-view-mode__on" : ""}>
        <input
          type="radio"
          name="wishlist-view"
          value={m}
          checked={mode === m}
          onChange={() => onChange(m)}
        />
        {m === "grid" ? "Grid" : "List"}
      </label>
    ))}
  </fieldset>
)
