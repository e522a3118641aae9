// The storage part of the "@shutter/sdk" facade exports.
export { cookieStorage } from "./cookieStorage.js"
export { parseCookies, readCookie } from "./cookies.js"
export { memoryStorage } from "./memoryStorage.js"
export {
  type CookieKey,
  cookieNames,
  type LocalKey,
  localStorageNames,
  type StorageLayer,
} from "./Storage.js"
