// The shop's cookies as text, read and written in one place: the SDK's cookie storage, and the
// web app and its server (through "@shutter/sdk/rules"). The `cookie` package does RFC 6265.
import { parseCookie, stringifySetCookie } from "cookie"
import { type CookieKey, cookieNames, LOCALE_COOKIE_MAX_AGE_SECONDS } from "./clientState.js"

/**
 * Every cookie of a `Cookie` header or of `document.cookie`, by name, values percent-decoded
 * (a value that does not decode is kept as written); of a repeated name, the first counts.
 */
export const parseCookies = (header: string): Readonly<Record<string, string | undefined>> =>
  parseCookie(header)

/** One cookie's decoded value from a `Cookie` header or `document.cookie`; undefined when absent. */
export const readCookie = (header: string, name: string): string | undefined =>
  parseCookie(header)[name]

/** Spec §3: all cookies secure, SameSite None, path /, not http-only; locale lives 365 days. */
const attributes = (key: CookieKey) =>
  ({
    path: "/",
    secure: true,
    sameSite: "none",
    ...(key === "locale" ? { maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS } : {}),
  }) as const

/** The `document.cookie` line (or `Set-Cookie` value) that stores `value` under `key`. */
export const serializeCookie = (key: CookieKey, value: string): string =>
  // Every value percent-encoded, so whatever it holds reads back the same.
  stringifySetCookie(
    { name: cookieNames[key], value, ...attributes(key) },
    { encode: encodeURIComponent },
  )

/** The line that deletes `key`'s cookie. */
export const expiredCookie = (key: CookieKey): string =>
  stringifySetCookie({ name: cookieNames[key], value: "", ...attributes(key), maxAge: 0 })
