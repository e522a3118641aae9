// Starts the real backend (throwaway database) and the real web server over the built app.
import { existsSync } from "node:fs"
import { consoleLogger } from "@shutter/server"
import { startTestServer } from "@shutter/server/testing"
import { startWebServer } from "../server/index.js"
import { RECAPTCHA_STAND_IN_PATH, startAdminBridge } from "./adminBridge.js"
import { configureThirdPartyStandIns } from "./thirdPartyStandIns.js"

export default async function globalSetup(): Promise<() => Promise<void>> {
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
  if (!existsSync(chromium)) {
    throw new Error(
      `Chromium not found at ${chromium}: install it with 'apt-get install -y chromium' (never 'npx playwright install').`,
    )
  }
  if (!existsSync(new URL("../dist/index.html", import.meta.url))) {
    throw new Error("The web app is not built: run 'npm run build' first.")
  }
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
  process.env.SHUTTER_E2E_ADMIN_URL = admin.url
  // Every third-party script on, each a local stand-in: the pages run as a shop with them does.
  await configureThirdPartyStandIns(backend.admin)
  const web = await startWebServer({
    backendUrl: backend.url,
    recaptchaScriptUrl: `${admin.url}${RECAPTCHA_STAND_IN_PATH}`,
  })
  process.env.SHUTTER_WEB_URL = web.url
  // The backend itself, for test stand-ins of other sites that talk to it (external checkout).
  process.env.SHUTTER_E2E_BACKEND_URL = backend.url
  // Where the backend writes its mail (.eml files), for tests that read what a shopper got.
  if (backend.outboxDir) process.env.SHUTTER_OUTBOX_DIR = backend.outboxDir
  return async () => {
    await new Promise((resolve) => admin.close(resolve))
    await web.close()
    await backend.close()
  }
}
