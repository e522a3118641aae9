/**
 * The shop's description where a page has none of its own: the same text as index.html's, which
 * the client-only shell keeps.
 */
export const SHOP_DESCRIPTION =
  "Cameras, lenses, lighting, video and audio gear: new, used and open-box."

/**
 * A page's title and meta description. React 19 puts them into the document's <head>, adopts
 * the server's on hydration and removes them with the page; on the server they lead the
 * rendered markup, and `takeHeadTags` moves them into the HTML's <head>.
 */
export const PageHead = ({
  title,
  description,
}: {
  readonly title: string | undefined
  readonly description?: string | null | undefined
}) => (
  <>
    {title ? <title>{title}</title> : null}
    <meta name="description" content={description || SHOP_DESCRIPTION} />
  </>
)
