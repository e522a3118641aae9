import { useOrderActions } from "@shutter/react"
import { useState } from "react"
import { setCartSidebarOpen } from "../../state/ui.js"
import { errorMessage } from "../checkout/errorMessage.js"

/** Reorder (spec: reorder): the order's lines go into the cart, which opens; refusals are listed. */
export const ReorderButton = ({
  number,
  className = "button",
}: {
  readonly number: string
  readonly className?: string
}) => {
  const { reorder } = useOrderActions()
  const [busy, setBusy] = useState(false)
  const [problems, setProblems] = useState<ReadonlyArray<string>>([])
  const run = () => {
    setBusy(true)
    setProblems([])
    reorder({ number })
      .then(
        (result) => {
          setProblems(result.errors.map((e) => e.message))
          setCartSidebarOpen(true)
        },
        (error: unknown) => setProblems([errorMessage(error)]),
      )
      .finally(() => setBusy(false))
  }
  return (
    <>
      <button type="button" className={className} disabled={busy} onClick={run}>
        {busy ? "Adding to cart…" : "Reorder"}
      </button>
      {problems.length > 0 && (
        <span className="form-alert reorder-problems" role="alert">
          {problems.join(" ")}
        </span>
      )}
    </>
  )
}
