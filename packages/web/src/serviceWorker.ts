import {
  SERVICE_WORKER_SCOPE,
  SERVICE_WORKER_UNSUPPORTED_MESSAGE,
  SERVICE_WORKER_URL,
} from "@shutter/sdk/rules"

/** Spec §2: the service worker is registered from /sw.js at scope /. */
export const registerServiceWorker = (nav: Navigator = navigator): void => {
  if (!("serviceWorker" in nav)) {
    console.warn(SERVICE_WORKER_UNSUPPORTED_MESSAGE)
    return
  }
  nav.serviceWorker
    .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
    .catch((error: unknown) => {
      console.error("Service worker registration failed", error)
    })
}
