// One shop for one Playwright worker, in a process of its own (node --import tsx): the real
// backend (throwaway database), the shop owner's bridge, the third-party stand-ins and the real
// web server over the built app. It sends the environment a worker's tests read to its parent
// and runs until the parent says "close" (or goes away).
import { consoleLogger } from "@shutter/server"
import { startTestServer } from "@shutter/server/testing"
import { startWebServer } from "../server/index.js"
import { RECAPTCHA_STAND_IN_PATH, startAdminBridge } from "./adminBridge.js"
import { configureThirdPartyStandIns } from "./thirdPartyStandIns.js"

// Magento's defaults (depth 20, complexity 300): the pages must work against a real store.
// Every browser of the run comes from one address (loopback), so the per-address limits on new
// carts and new accounts, meant for one shopper or one NAT, are lifted (the run signs up more
// than Magento's 30 accounts an hour, and one customer writes more reviews than a page of My
// reviews holds; the limits have their own server tests).
// The backend's warnings and errors go to the run's output: an "Internal server error" a page
// shows is then explained next to the test that met it.
const backend = await startTestServer({
  rateLimits: {
    createEmptyCart: { ip: { limit: 0 } },
    createGuestCart: { ip: { limit: 0 } },
    createCustomer: { ip: { limit: 0 } },
    createCustomerV2: { ip: { limit: 0 } },
    createProductReview: { ip: { limit: 0 }, customer: { limit: 0 } },
  },
  logger: { ...consoleLogger, info: () => {} },
  // reCAPTCHA (off until a test turns it on): the stand-in provider's tokens are a person's.
  recaptcha: {
    verifier: async ({ token }) =>
      token.startsWith("stand-in:") ? { success: true, score: 0.9 } : { success: false },
  },
})
// The shop owner's side (stock, reviews, store config), for tests of what a shopper then gets;
// it also serves the stand-in reCAPTCHA provider's script.
const admin = await startAdminBridge(backend.admin)
// Every third-party script on, each a local stand-in: the pages run as a shop with them does.
await configureThirdPartyStandIns(backend.admin)
const web = await startWebServer({
  backendUrl: backend.url,
  // The tests read what the server rendered: on a test machine busy with other suites a render
  // may outlast the production fallback's 5 s, which would answer the client-only shell.
  ssrTimeoutMs: 30_000,
  recaptchaScriptUrl: `${admin.url}${RECAPTCHA_STAND_IN_PATH}`,
})

const close = async (): Promise<void> => {
  await new Promise((resolve) => admin.close(resolve))
  await web.close()
  await backend.close()
  process.exit(0)
}
process.on("message", (message) => {
  if (message === "close") void close()
})
process.on("disconnect", () => void close())

const env: Record<string, string> = {
  SHUTTER_WEB_URL: web.url,
  SHUTTER_E2E_ADMIN_URL: admin.url,
  // The backend itself, for test stand-ins of other sites that talk to it (external checkout).
  SHUTTER_E2E_BACKEND_URL: backend.url,
  // Where the backend writes its mail (.eml files), for tests that read what a shopper got.
  ...(backend.outboxDir ? { SHUTTER_OUTBOX_DIR: backend.outboxDir } : {}),
}
process.send?.({ env })
