// The e2e shop's third-party scripts: every one configured (a fresh install has none), each
// pointing at a stand-in the web server serves from public/stand-ins/, with a key of its own.
import type { StoreAdmin } from "@shutter/server"

/** storeConfig field prefix → the stand-in's URL and account key. */
export const STAND_IN_SCRIPTS = {
  chat_widget: { url: "/stand-ins/chat-widget.js", key: "e2e-chat" },
  ad_tracker: { url: "/stand-ins/third-party.js?script=ad-tracker&key={key}", key: "e2e-ads" },
  reviews_widget: { url: "/stand-ins/third-party.js?script=reviews-widget", key: "e2e-reviews" },
  financing_widget: { url: "/stand-ins/third-party.js?script=financing-widget", key: "" },
  analytics: { url: "/stand-ins/third-party.js?script=analytics&id={key}", key: "G-E2E" },
  ratings_widget: { url: "/stand-ins/third-party.js?script=ratings-widget", key: "" },
} as const

/** Sets every stand-in in the store config (all store views). */
export const configureThirdPartyStandIns = async (admin: StoreAdmin): Promise<void> => {
  for (const [prefix, { url, key }] of Object.entries(STAND_IN_SCRIPTS)) {
    await admin.setStoreConfig(`${prefix}_script_url`, url)
    if (key !== "") await admin.setStoreConfig(`${prefix}_key`, key)
  }
}
