import { proxy, ref } from "valtio"

/** Where a dismissed download prompt is remembered: once dismissed, it never shows again here. */
export const DOWNLOAD_PROMPT_DISMISSED_KEY = "shutter.downloadPrompt.dismissed"

/** The browser's offer to install the shop (Chromium's `beforeinstallprompt`; not in TS's DOM lib). */
export interface InstallOfferEvent extends Event {
  prompt(): Promise<unknown>
  readonly userChoice: Promise<{ readonly outcome: "accepted" | "dismissed" }>
}

/** The pending install offer, or null: the download prompt shows only while there is one. */
export const installOffer = proxy({ event: null as InstallOfferEvent | null })

/** True once the shopper dismissed the prompt (storage that cannot be read counts as not). */
const dismissed = (): boolean => {
  try {
    return localStorage.getItem(DOWNLOAD_PROMPT_DISMISSED_KEY) !== null
  } catch {
    return false
  }
}

// Listening from the first script: the browser makes its offer once per page load, often
// before any lazy code would be there to hear it. The prompt's own code loads only then.
if (typeof window !== "undefined") {
  window.addEventListener("beforeinstallprompt", (event) => {
    // Always: otherwise Chrome on phones shows its own install bar, nagging a shopper who
    // dismissed ours. The browser's menu still offers installing.
    event.preventDefault()
    // ref: a proxied event would call prompt() on the proxy, which the browser refuses.
    if (!dismissed()) installOffer.event = ref(event as InstallOfferEvent)
  })
}
