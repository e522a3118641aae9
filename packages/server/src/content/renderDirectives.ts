// Magento renders `{{…}}` directives in CMS content before GraphQL returns it (FilterEmulate):
// block widgets become the block's HTML (its own directives rendered too), product list widgets
// the HTML rendered for them beforehand (they read the catalogue), `{{media url=…}}` and
// `{{store url=…}}` absolute URLs. Unknown directives are left as written.

export interface DirectiveContext {
  /** Media base URL with a trailing slash, e.g. `http://host/media/`. */
  readonly mediaBaseUrl: string
  /** Store base URL with a trailing slash. */
  readonly baseUrl: string
  /** HTML of the active blocks the content refers to, by identifier (or numeric id). */
  readonly blocks: ReadonlyMap<string, string>
  /** HTML of the product list widgets, by the widget's parameter text (`productListWidgets`). */
  readonly productLists?: ReadonlyMap<string, string>
}

/** A product list widget of the content: its parameter text and its parameters. */
export interface ProductListDirective {
  readonly key: string
  readonly params: ReadonlyMap<string, string>
}

/** The type (suffix) of Magento's catalog products list widget. */
export const PRODUCT_LIST_WIDGET = "CatalogWidget\\Block\\Product\\ProductsList"

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

/** The product list widgets `{{widget type="…\CatalogWidget\Block\Product\ProductsList" …}}`. */
export const productListWidgets = (content: string): ProductListDirective[] =>
  [...content.matchAll(DIRECTIVE)]
    .filter((m) => m[1] === "widget")
    .map((m) => ({ key: m[2] ?? "", params: paramsOf(m[2] ?? "") }))
    .filter((w) => (w.params.get("type") ?? "").endsWith(PRODUCT_LIST_WIDGET))

export const renderDirectives = (
  content: string,
  context: DirectiveContext,
  nested = false,
): string =>
  content.replace(DIRECTIVE, (whole, name: string, rawParams: string) => {
    const params = paramsOf(rawParams)
    if (name === "media") return `${context.mediaBaseUrl}${params.get("url") ?? ""}`
    if (name === "store") return `${context.baseUrl}${params.get("url") ?? ""}`
    const type = params.get("type") ?? ""
    if (type.endsWith(PRODUCT_LIST_WIDGET)) return context.productLists?.get(rawParams) ?? ""
    const blockId = params.get("block_id")
    if (!type.endsWith("Cms\\Block\\Widget\\Block") || blockId === undefined) return whole
    // Magento's widget/static_block/default.phtml wrapper; a missing block renders nothing.
    const html = context.blocks.get(blockId)
    if (html === undefined) return ""
    // A block's own directives are rendered too, but a block inside a block is not (no loops).
    const inner = nested ? html : renderDirectives(html, { ...context, blocks: new Map() }, true)
    return `<div class="widget block block-static-block">${inner}</div>`
  })
