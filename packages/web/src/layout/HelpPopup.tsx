import { useStoreConfig } from "@shutter/react"
import { useEffect, useRef } from "react"
import { Link } from "wouter"
import { helpEntries } from "../config/links.js"
import { closeHelpPopup, openOverlay } from "../state/ui.js"
import { openChatWidget } from "../thirdParty/pageScripts.js"

/**
 * The help popup of the top menu (spec §2); Escape or a click elsewhere closes it. 'Send us a
 * Message' opens the store's chat widget (spec §1), else the help modal.
 */
export const HelpPopup = () => {
  const ref = useRef<HTMLDivElement>(null)
  const { data: config } = useStoreConfig()
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && closeHelpPopup()
    const onClick = (event: MouseEvent) => {
      if (ref.current && !ref.current.parentElement?.contains(event.target as Node))
        closeHelpPopup()
    }
    document.addEventListener("keydown", onKey)
    document.addEventListener("click", onClick)
    return () => {
      document.removeEventListener("keydown", onKey)
      document.removeEventListener("click", onClick)
    }
  }, [])
  return (
    <div ref={ref} className="help-popup" id="help-popup">
      <Link href={helpEntries.sellUsedGear.href} onClick={closeHelpPopup}>
        {helpEntries.sellUsedGear.label}
      </Link>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          closeHelpPopup()
          openChatWidget(config).then(
            (opened) => opened || openOverlay("helpModalOpen"),
            () => openOverlay("helpModalOpen"),
          )
        }}
      >
        {helpEntries.sendMessage.label}
      </button>
      <Link href={helpEntries.trackOrder.href} onClick={closeHelpPopup}>
        {helpEntries.trackOrder.label}
      </Link>
    </div>
  )
}
