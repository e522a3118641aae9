import { PROGRESS_DURATION_MS } from "@shutter/sdk/rules"
import { useSnapshot } from "valtio"
import { progress } from "../hooks/usePageProgress.js"

/** The page-load progress bar: appears after 200 ms of loading, runs over 5000 ms. */
export const ProgressBar = () => {
  const { visible } = useSnapshot(progress)
  return (
    <div
      className={visible ? "progress-bar progress-bar--visible" : "progress-bar"}
      style={{ "--progress-duration": `${PROGRESS_DURATION_MS}ms` } as React.CSSProperties}
      role="progressbar"
      aria-label="Page loading"
      aria-hidden={!visible}
    />
  )
}
