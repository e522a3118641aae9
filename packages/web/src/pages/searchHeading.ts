/**
 * The search page's heading: the term in single quotes, or, for a search the shopper already put
 * in double quotes (a verbatim search: "Search instead for …"), in those quotes alone.
 */
export const searchHeading = (term: string): string => {
  const trimmed = term.trim()
  return /^".*"$/s.test(trimmed) && trimmed.length > 1
    ? `Search results for ${trimmed}`
    : `Search results for '${term}'`
}
