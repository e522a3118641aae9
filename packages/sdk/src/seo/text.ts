/** HTML (a description) as one line of plain text: tags dropped, entities and spaces collapsed. */
export const plainText = (html: string): string =>
  html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    // Inline elements join their text; anything else (paragraphs, list items) separates it.
    .replace(/<\/?(?:a|abbr|b|em|i|small|span|strong|sub|sup|u)\b[^>]*>/gi, "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim()

/** At most `max` characters, cut at a word boundary with an ellipsis. */
export const truncateText = (text: string, max: number): string => {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(" ")
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}
