import type { ProductImage } from "@shutter/sdk/rules"
import { useEffect, useRef, useState } from "react"
import { PLACEHOLDER_IMAGE } from "../../components/imageRenditions.js"

/**
 * A product image at full size in a modal dialog. A click (or Enter) toggles 2× magnification
 * and the image pans by scrolling; on phones, pinch-zoom works inside the view. Escape, the
 * close button or a click on the backdrop closes it.
 */
const GalleryZoom = ({
  image,
  name,
  position,
  onClose,
}: {
  readonly image: ProductImage
  readonly name: string
  readonly position: string
  readonly onClose: () => void
}) => {
  const dialog = useRef<HTMLDialogElement>(null)
  const [magnified, setMagnified] = useState(false)
  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    return () => element?.close()
  }, [])
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; Escape does by keyboard
    <dialog
      ref={dialog}
      className="gallery-zoom"
      aria-label={`${name}, image ${position}`}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) onClose()
      }}
      data-testid="gallery-zoom"
    >
      <button type="button" className="gallery-zoom__close" onClick={onClose}>
        Close
      </button>
      <div className="gallery-zoom__viewport">
        <button
          type="button"
          className="gallery-zoom__toggle"
          aria-pressed={magnified}
          aria-label={magnified ? "Zoom out" : "Zoom in"}
          onClick={() => setMagnified((m) => !m)}
        >
          <img
            className={
              magnified
                ? "gallery-zoom__image gallery-zoom__image--magnified"
                : "gallery-zoom__image"
            }
            src={image.url || PLACEHOLDER_IMAGE}
            alt={image.label || name}
            width={1080}
            height={1340}
          />
        </button>
      </div>
    </dialog>
  )
}

export default GalleryZoom
