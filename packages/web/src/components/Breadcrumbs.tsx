import type { Crumb } from "@shutter/sdk/rules"
import { Link } from "wouter"

export const Breadcrumbs = ({ crumbs }: { readonly crumbs: ReadonlyArray<Crumb> }) => (
  <nav className="breadcrumbs" aria-label="Breadcrumb">
    <ol>
      <li>
        <Link href="/">Home</Link>
      </li>
      {crumbs.map((crumb, i) => (
        <li key={`${crumb.label}-${crumb.href ?? ""}`}>
          {crumb.href && i < crumbs.length - 1 ? (
            <Link href={crumb.href}>{crumb.label}</Link>
          ) : (
            <span aria-current={i === crumbs.length - 1 ? "page" : undefined}>{crumb.label}</span>
          )}
        </li>
      ))}
    </ol>
  </nav>
)
