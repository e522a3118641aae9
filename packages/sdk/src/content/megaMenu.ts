// Spec §2 mega-menu link rules and §3/§9 structure rules. Pure: the same menu in any UI.
import type { CategoryNode } from "../catalog/catalog.graphql.js"
import type { MegaMenuItem } from "./content.graphql.js"

/** The group the storefront's main menu is stored under. */
export const MAIN_MEGA_MENU_TITLE = "main-menu"
/** Spec §3: icons live under the configured base URL + this folder. */
export const MEGA_MENU_ICON_FOLDER = "media/wysiwyg/mega-menu/icon"
/** Spec §3: the static column list under every top-level item. */
export const MEGA_MENU_COLUMNS = ["Col-1", "Col-2", "Col-3", "Col-4", "Col-5"] as const
/** Spec §9: column count 1 to 6, depth 1 to 3, end_level 5. */
export const MEGA_MENU_MIN_COLS = 1
export const MEGA_MENU_MAX_COLS = 6
export const MEGA_MENU_END_LEVEL = 5
export const PLACEHOLDER_HREF = "#"

export interface LinkRuleOptions {
  /** Hosts (or origins) that are this storefront; absolute links to them become site-relative. */
  readonly ownHosts: ReadonlyArray<string>
}

const hostOf = (value: string): string | undefined => {
  try {
    return new URL(
      /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`,
    ).host.toLowerCase()
  } catch {
    return undefined
  }
}

// `{{store url="photography"}}` / `{{store direct_url="…"}}`: Magento's store-URL directive.
const STORE_DIRECTIVE = /^\{\{\s*store\s+(?:direct_)?url\s*=\s*["']([^"']*)["']\s*\}\}$/i
// Any other link made only of a placeholder: "{{placeholder}}", "#", "", "javascript:void(0)".
const PLACEHOLDER_ONLY = /^(?:#?|\{\{[^}]*\}\}|javascript:\s*(?:void\s*\(\s*0\s*\)|;)?;?)$/i
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i

/**
 * Spec §2: absolute links to our own host become site-relative; a placeholder-only link becomes
 * "#"; other absolute links stay as they are; a bare path gets its leading slash.
 */
export const normalizeMenuLink = (
  link: string | null | undefined,
  options: LinkRuleOptions,
): string => {
  const raw = (link ?? "").trim()
  const directive = STORE_DIRECTIVE.exec(raw)
  if (directive !== null) return `/${(directive[1] ?? "").replace(/^\/+/, "")}`
  if (PLACEHOLDER_ONLY.test(raw)) return PLACEHOLDER_HREF
  const absolute = raw.startsWith("//") ? `https:${raw}` : raw
  if (/^https?:\/\//i.test(absolute)) {
    const url = new URL(absolute)
    const own = options.ownHosts.map(hostOf)
    return own.includes(url.host.toLowerCase()) ? `${url.pathname}${url.search}${url.hash}` : raw
  }
  if (HAS_SCHEME.test(raw) || raw.startsWith("/") || raw.startsWith("#") || raw.startsWith("?"))
    return raw
  return `/${raw}`
}

/** Spec §2: targets containing _blank open in a new tab (as plain anchors). */
export const opensInNewTab = (target: string | null | undefined): boolean =>
  (target ?? "").includes("_blank")

/** Spec §3: icon file → base URL + media/wysiwyg/mega-menu/icon/ + file; no icon → undefined. */
export const menuIconUrl = (
  icon: string | null | undefined,
  baseUrl: string,
): string | undefined => {
  const file = (icon ?? "").trim()
  if (file === "") return undefined
  if (/^https?:\/\//i.test(file)) return file
  const base = baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`
  return `${base}${MEGA_MENU_ICON_FOLDER}/${file.replace(/^\/+/, "")}`
}

export const clampColumns = (cols: number | null | undefined): number =>
  Math.min(MEGA_MENU_MAX_COLS, Math.max(MEGA_MENU_MIN_COLS, Math.trunc(cols ?? MEGA_MENU_MIN_COLS)))

export interface MegaMenuEntry {
  readonly id: number
  readonly title: string
  /** Site-relative for our own pages, "#" for placeholders, absolute for other sites. */
  readonly href: string
  /** Spec §2: open in a new tab, as a plain anchor. */
  readonly newTab: boolean
  /** Not a site path: render a plain anchor, not a router link. */
  readonly plainAnchor: boolean
  readonly icon: string | undefined
  readonly description: string
  /** 1 top item, 2 column, 3 link (deeper up to end_level). */
  readonly depth: number
  /** cols_nb, clamped to 1–6. */
  readonly columns: number
  readonly alignRight: boolean
  readonly showTitle: boolean
  readonly contentType: string
  readonly className: string
  readonly linkClassName: string
  readonly linkId: string
  readonly subMenuClassName: string
  readonly endLevel: number
  readonly children: ReadonlyArray<MegaMenuEntry>
}

export interface MegaMenuOptions extends LinkRuleOptions {
  /** The site base URL icons are served under ("https://www.shutter.example/" or "/"). */
  readonly baseUrl: string
}

const depthOf = (item: MegaMenuItem, fallback: number): number => {
  const n = Number.parseInt(item.depth ?? "", 10)
  return Number.isFinite(n) && n > 0 ? n : fallback
}

const columnIndex = (title: string | null): number =>
  (MEGA_MENU_COLUMNS as ReadonlyArray<string>).indexOf((title ?? "").trim())

/**
 * Builds the menu tree from the flat rows: top items (depth "1", parent 0), under each the
 * columns Col-1…Col-5 in that order (other depth-2 rows are not columns and are dropped), under
 * each column its links (depth "3"), and deeper rows down to end_level.
 */
export const buildMegaMenu = (
  rows: ReadonlyArray<MegaMenuItem | null>,
  options: MegaMenuOptions,
): ReadonlyArray<MegaMenuEntry> => {
  const items = rows.filter((r): r is MegaMenuItem => r !== null && r.items_id !== null)
  const childrenOf = new Map<number, Array<MegaMenuItem>>()
  for (const item of items) {
    const parent = item.parent_id ?? 0
    const list = childrenOf.get(parent) ?? []
    list.push(item)
    childrenOf.set(parent, list)
  }

  const toEntry = (item: MegaMenuItem, level: number, endLevel: number): MegaMenuEntry => {
    const href = normalizeMenuLink(item.link, options)
    const newTab = opensInNewTab(item.target)
    const depth = depthOf(item, level)
    const kids = depth >= endLevel ? [] : (childrenOf.get(item.items_id ?? -1) ?? [])
    const children =
      depth === 1
        ? kids
            .filter((c) => depthOf(c, 2) === 2 && columnIndex(c.title) >= 0)
            .sort((a, b) => columnIndex(a.title) - columnIndex(b.title))
        : kids
    return {
      id: item.items_id ?? 0,
      title: item.title ?? "",
      href,
      newTab,
      plainAnchor: newTab || !(href.startsWith("/") || href === PLACEHOLDER_HREF),
      icon: menuIconUrl(item.icon, options.baseUrl),
      description: item.description ?? "",
      depth,
      columns: clampColumns(item.cols_nb),
      alignRight: Boolean(item.is_align_right),
      showTitle: item.show_title === null ? true : Boolean(item.show_title),
      contentType: item.content_type ?? "",
      className: item.li_class ?? "",
      linkClassName: item.a_class ?? "",
      linkId: item.a_id ?? "",
      subMenuClassName: item.sub_menu_div_class ?? "",
      endLevel,
      children: children.map((c) => toEntry(c, depth + 1, endLevel)),
    }
  }

  return (childrenOf.get(0) ?? [])
    .filter((item) => depthOf(item, 1) === 1)
    .map((item) => toEntry(item, 1, item.end_level ?? MEGA_MENU_END_LEVEL))
}

/**
 * Mega-menu rows from the menu's categories, for a Magento without the mega-menu extension: each
 * top category an item, one untitled column under it, its sub-categories (and theirs, down to
 * `MEGA_MENU_END_LEVEL`) as links.
 */
export const megaMenuRowsFromCategories = (
  categories: ReadonlyArray<CategoryNode>,
): ReadonlyArray<MegaMenuItem> => {
  const rows: Array<MegaMenuItem> = []
  const row = (fields: {
    readonly parent: number
    readonly title: string | null
    readonly link: string | null
    readonly depth: number
    readonly showTitle: boolean
  }): number => {
    const id = rows.length + 1
    rows.push({
      items_id: id,
      parent_id: fields.parent,
      title: fields.title,
      link: fields.link,
      target: null,
      li_class: null,
      a_class: null,
      a_id: null,
      icon: null,
      description: null,
      cols_nb: 1,
      is_align_right: 0,
      show_title: fields.showTitle ? 1 : 0,
      content_type: null,
      depth: String(fields.depth),
      end_level: MEGA_MENU_END_LEVEL,
      sub_menu_div_class: null,
    })
    return id
  }
  const linkOf = (category: CategoryNode) =>
    category.url_path === null ? null : `/${category.url_path}${category.url_suffix ?? ""}`
  const links = (parent: number, children: CategoryNode["children"], depth: number) => {
    if (depth > MEGA_MENU_END_LEVEL) return
    for (const child of children ?? []) {
      if (child === null) continue
      const id = row({ parent, title: child.name, link: linkOf(child), depth, showTitle: true })
      links(id, child.children, depth + 1)
    }
  }
  for (const category of categories) {
    const top = row({
      parent: 0,
      title: category.name,
      link: linkOf(category),
      depth: 1,
      showTitle: true,
    })
    if ((category.children ?? []).length === 0) continue
    const column = row({
      parent: top,
      title: MEGA_MENU_COLUMNS[0],
      link: null,
      depth: 2,
      showTitle: false,
    })
    links(column, category.children, 3)
  }
  return rows
}
