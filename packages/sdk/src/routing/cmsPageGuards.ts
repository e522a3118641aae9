// Effect-free: the store's `cms_page_guards` setting, which puts navigation guards (spec §2) on
// CMS pages, e.g. a members-only deals page: "members-deals:is-authenticated;other-page:checkout".

/**
 * The guard names per CMS page identifier: `;`-separated entries of `identifier:name,name…`.
 * Blank text is no guards; blanks around names are ignored, entries without an identifier or a
 * name are skipped. Names are kept as written, known or not: an unknown one is the page's 500.
 */
export const parseCmsPageGuards = (
  text: string | null | undefined,
): ReadonlyMap<string, ReadonlyArray<string>> => {
  const guards = new Map<string, Array<string>>()
  for (const entry of (text ?? "").split(";")) {
    const colon = entry.indexOf(":")
    if (colon < 0) continue
    const identifier = entry.slice(0, colon).trim()
    const names = entry
      .slice(colon + 1)
      .split(",")
      .map((name) => name.trim())
      .filter((name) => name !== "")
    if (identifier === "" || names.length === 0) continue
    const known = guards.get(identifier) ?? []
    guards.set(identifier, [...known, ...names.filter((name) => !known.includes(name))])
  }
  return guards
}

/** The guards the setting puts on one CMS page (none: an empty list). */
export const cmsPageGuardNames = (
  text: string | null | undefined,
  identifier: string,
): ReadonlyArray<string> => parseCmsPageGuards(text).get(identifier) ?? []
