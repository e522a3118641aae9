// Server render only (src/entry-server.tsx): React renders `<App/>` without a document, so it
// writes the tags it hoists (preloads, the page's <title> and meta description) before the
// markup. The title and description go into the template's <head> (server/shell.ts).

/** The tags React hoisted: what the markup starts with. */
const HOISTED = /^(?:<link [^>]*\/>|<meta [^>]*\/>|<title>[^<]*<\/title>)+/
const TITLE = /<title>([^<]*)<\/title>/g
const DESCRIPTION = /<meta name="description" content="([^"]*)"\/>/g

const ENTITIES: Readonly<Record<string, string>> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
}

/** React's escaping of text and attribute values undone (shell.ts escapes them again). */
const unescapeHtml = (text: string): string =>
  text.replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity] ?? entity)

export interface HeadTags {
  /** The markup without the title and description (React's preloads still lead it). */
  readonly markup: string
  /** The first title rendered: the outermost page's, as the browser shows it. */
  readonly title: string | undefined
  readonly description: string | undefined
}

/** Takes the page's `<title>` and meta description out of a rendered page's markup. */
export const takeHeadTags = (markup: string): HeadTags => {
  const hoisted = HOISTED.exec(markup)?.[0] ?? ""
  const title = [...hoisted.matchAll(TITLE)][0]?.[1]
  const description = [...hoisted.matchAll(DESCRIPTION)][0]?.[1]
  return {
    markup: hoisted.replace(TITLE, "").replace(DESCRIPTION, "") + markup.slice(hoisted.length),
    title: title === undefined ? undefined : unescapeHtml(title),
    description: description === undefined ? undefined : unescapeHtml(description),
  }
}
