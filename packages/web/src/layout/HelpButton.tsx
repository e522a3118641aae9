import { HELP_AND_FAQS_LABEL } from "@shutter/sdk/rules"
import { useSnapshot } from "valtio"
import { openOverlay, ui } from "../state/ui.js"

/** The header's help-and-FAQs button (spec §1): opens the help modal. */
export const HelpButton = () => {
  const { helpModalOpen } = useSnapshot(ui)
  return (
    <button
      type="button"
      className="header-control header-control--help"
      aria-haspopup="dialog"
      aria-expanded={helpModalOpen}
      onClick={() => openOverlay("helpModalOpen")}
    >
      {HELP_AND_FAQS_LABEL}
    </button>
  )
}
