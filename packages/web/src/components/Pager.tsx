import { Link } from "wouter"

/** Previous / page numbers / Next for a paged list: links to `{path}?page=N`. */
export const Pager = ({
  path,
  label,
  currentPage,
  totalPages,
}: {
  readonly path: string
  readonly label: string
  readonly currentPage: number
  readonly totalPages: number
}) =>
  totalPages > 1 ? (
    <nav className="pager" aria-label={label}>
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

/** The `?page=` of a search string: a whole number from 1, else 1. */
export const pageOf = (search: string): number => {
  const page = Number(new URLSearchParams(search).get("page") ?? "1")
  return Number.isInteger(page) && page > 0 ? page : 1
}
