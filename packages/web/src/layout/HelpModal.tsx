import { useCmsBlocks } from "@shutter/react"
import { HELP_CONTACT_BLOCK } from "@shutter/sdk/rules"
import { useSnapshot } from "valtio"
import { CmsContent } from "../components/CmsContent.js"
import { closeOverlay, ui } from "../state/ui.js"
import { useModalDialog } from "./useModalDialog.js"

const blocks = [HELP_CONTACT_BLOCK]

/** The help modal (spec §2 overlays): the shop's contact details and help links, from the CMS. */
export const HelpModal = () => {
  const { helpModalOpen } = useSnapshot(ui)
  const dialog = useModalDialog(helpModalOpen)
  const { data, loading } = useCmsBlocks(blocks)
  const block = data?.find((b) => b.identifier === HELP_CONTACT_BLOCK)
  const close = () => closeOverlay("helpModalOpen")
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link inside fires this click too
    <dialog
      ref={dialog}
      className="modal help-modal"
      aria-labelledby="help-modal-title"
      aria-busy={loading}
      onClose={close}
      onClick={(event) => {
        // A followed link inside the CMS content leaves the modal behind.
        if ((event.target as HTMLElement).closest("a")) close()
      }}
    >
      <h2 id="help-modal-title">{block?.title ?? "\u00a0"}</h2>
      {block ? <CmsContent html={block.content ?? ""} className="help-modal__content" /> : null}
      <div className="modal__actions">
        <button type="button" className="button" onClick={close}>
          Close
        </button>
      </div>
    </dialog>
  )
}
