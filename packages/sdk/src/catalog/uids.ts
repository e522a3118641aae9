// Magento's uids: the base64 of an entity's numeric id ("NA==" is 4). Pure, for browsers and Node.

/** The numeric id a uid encodes ("MTIz" → "123"), or undefined when it encodes none. */
export const idOfUid = (uid: string): string | undefined => {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(uid)) return undefined
  let decoded: string
  try {
    decoded = atob(uid)
  } catch {
    return undefined
  }
  // Only a canonical encoding counts (so "MTIz" is 123, and "MTIzx" is no uid at all).
  return /^\d+$/.test(decoded) && btoa(decoded) === uid ? decoded : undefined
}

/** Whether `value` is a numeric entity's uid (rather than, say, a URL key). */
export const isNumericUid = (value: string): boolean => idOfUid(value) !== undefined

/** The uid of a numeric id (4 → "NA=="). */
export const uidOfId = (id: number | string): string => btoa(String(id))
