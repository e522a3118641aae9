// Magento renders `{{…}}` directives in CMS content before GraphQL returns it (FilterEmulate):
// block widgets become the block's HTML, `{{media url=…}}` and `{{store url=…}}` absolute URLs.
// Unknown directives are left as written.

export interface DirectiveContext {
  /** Media base URL with a trailing slash, e.g. `http://host/media/`. */
  readonly mediaBaseUrl: string
  /** Store base URL with a trailing slash. */
  readonly baseUrl: string
  /** HTML of the active blocks the content refers to, by identifier (or numeric id). */
  readonly blocks: ReadonlyMap<string, string>
}

const DIRECTIVE = /\{\{(widget|media|store)\s+([^}]*)\}\}/g
const PARAM = /(\w+)="([^"]*)"/g

const paramsOf = (text: string): Map<string, string> =>
  new Map([...text.matchAll(PARAM)].map((m) => [m[1] ?? "", m[2] ?? ""]))

/** The block identifiers `{{widget type="…\Cms\Block\Widget\Block" block_id="…"}}` refer to. */
export const referencedBlockIds = (content: string): string[] =>
  [...content.matchAll(DIRECTIVE)]
    .filter((m) => m[1] === "widget")
    .map((m) => paramsOf(m[2] ?? "").get("block_id"))
    .filter((id): id is string => id !== undefined && id !== "")

export const renderDirectives = (content: string, context: DirectiveContext): string =>
  content.replace(DIRECTIVE, (whole, name: string, rawParams: string) => {
    const params = paramsOf(rawParams)
    if (name === "media") return `${context.mediaBaseUrl}${params.get("url") ?? ""}`
    if (name === "store") return `${context.baseUrl}${params.get("url") ?? ""}`
    const type = params.get("type") ?? ""
    const blockId = params.get("block_id")
    if (!type.endsWith("Cms\\Block\\Widget\\Block") || blockId === undefined) return whole
    // Magento's widget/static_block/default.phtml wrapper; a missing block renders nothing.
    const html = context.blocks.get(blockId)
    return html === undefined ? "" : `<div class="widget block block-static-block">${html}</div>`
  })
