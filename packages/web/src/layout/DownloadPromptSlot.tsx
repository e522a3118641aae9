import { lazy } from "react"
import { useSnapshot } from "valtio"
import { installOffer } from "./installOffer.js"
import { WhenOpened } from "./whenOpened.js"

const DownloadPrompt = lazy(() => import("./DownloadPrompt.js"))

/** The download prompt's place in the header: its code loads only when the browser offers installing. */
export const DownloadPromptSlot = () => {
  const { event } = useSnapshot(installOffer)
  return (
    <WhenOpened open={event !== null}>
      <DownloadPrompt />
    </WhenOpened>
  )
}
