import { useEffect, useState } from "react"
import { useSnapshot } from "valtio"
import { DOWNLOAD_PROMPT_DISMISSED_KEY, installOffer } from "./installOffer.js"
import { useModalDialog } from "./useModalDialog.js"
import "../styles/downloadPrompt.css"

const remember = (): void => {
  try {
    window.localStorage.setItem(DOWNLOAD_PROMPT_DISMISSED_KEY, new Date().toISOString())
  } catch {
    // Storage refused (private mode, full): the prompt goes for this page view only.
  }
}

const dismiss = (): void => {
  remember()
  installOffer.event = null
}

/** Asks the browser to install; a "no" in the browser's own dialog counts as a dismissal. */
const install = async (): Promise<void> => {
  const offer = installOffer.event
  if (!offer) return
  // An offer prompts once: whatever the answer, this one is used up.
  installOffer.event = null
  await offer.prompt()
  const choice = await offer.userChoice
  if (choice.outcome === "dismissed") remember()
}

/**
 * The header's download prompt (spec §1): install the shop as an app where the browser offers
 * it, with a find-out-more button. Find out more opens a short explanation in a dialog rather
 * than a help page, as retailers' install banners do: the shopper reads it without leaving the
 * page and can install from there. Gone for good once dismissed or installed.
 */
const DownloadPrompt = () => {
  const { event } = useSnapshot(installOffer)
  const [explaining, setExplaining] = useState(false)
  const dialog = useModalDialog(explaining && event !== null)
  useEffect(() => {
    const installed = () => {
      installOffer.event = null
    }
    window.addEventListener("appinstalled", installed)
    return () => window.removeEventListener("appinstalled", installed)
  }, [])
  if (!event) return null
  return (
    <section className="download-prompt" aria-labelledby="download-prompt-title">
      <img src="/icon.svg" alt="" width={40} height={40} className="download-prompt__icon" />
      <div className="download-prompt__text">
        <h2 id="download-prompt-title" className="download-prompt__title">
          Get the Shutter app
        </h2>
        <p className="download-prompt__lead">Shop from your home screen.</p>
      </div>
      <div className="download-prompt__actions">
        <button type="button" className="button button--primary" onClick={() => void install()}>
          Install
        </button>
        <button
          type="button"
          className="button"
          aria-haspopup="dialog"
          aria-expanded={explaining}
          onClick={() => setExplaining(true)}
        >
          Find out more
        </button>
      </div>
      <button
        type="button"
        className="download-prompt__dismiss"
        aria-label="Dismiss the app prompt"
        onClick={dismiss}
      >
        ×
      </button>
      <dialog
        ref={dialog}
        className="modal download-prompt__about"
        aria-labelledby="download-prompt-about-title"
        onClose={() => setExplaining(false)}
      >
        <h2 id="download-prompt-about-title">Install the Shutter app</h2>
        <p>Installing adds this shop to your device, straight from your browser:</p>
        <ul>
          <li>An icon on your home screen or desktop: one tap to the shop.</li>
          <li>The shop full screen, without the browser's address bar.</li>
          <li>The same cart, account and orders as on the website.</li>
          <li>Nothing to download from an app store; remove it like any other app.</li>
        </ul>
        <div className="modal__actions">
          <button type="button" className="button button--primary" onClick={() => void install()}>
            Install
          </button>
          <button type="button" className="button" onClick={() => setExplaining(false)}>
            Close
          </button>
        </div>
      </dialog>
    </section>
  )
}

// The default export is what React.lazy takes, so the header's first-load code stays shortest.
export default DownloadPrompt
