/** Spec §8: the message when the browser has no service workers. */
export const NO_SERVICE_WORKER = "serviceWorker is not supported in current browser!"

/** Spec §2: the service worker is registered from /sw.js at scope /. */
export const registerServiceWorker = (nav: Navigator = navigator): void => {
  if (!("serviceWorker" in nav)) {
    console.warn(NO_SERVICE_WORKER)
    return
  }
  nav.serviceWorker.register("/sw.js", { scope: "/" }).catch((error: unknown) => {
    console.error("Service worker registration failed", error)
  })
}
