import { PROGRESS_THROTTLE_MS } from "@shutter/sdk/rules"
import { useEffect } from "react"
import { proxy } from "valtio"

/** Spec §9: the page-load progress bar appears once a load has lasted 200 ms. */
export const progress = proxy({ active: 0, visible: false })

let timer: ReturnType<typeof setTimeout> | undefined

/** A page load starts: the bar shows if loads are still running after the throttle. */
export const beginPageLoad = (): void => {
  progress.active += 1
  if (progress.active === 1)
    timer = setTimeout(() => {
      progress.visible = true
    }, PROGRESS_THROTTLE_MS)
}

/** A page load ends: the bar goes once none is left (at once, or never shown). */
export const endPageLoad = (): void => {
  progress.active = Math.max(0, progress.active - 1)
  if (progress.active === 0) {
    clearTimeout(timer)
    progress.visible = false
  }
}

/** A page reports its main data load here while `busy` is true. */
export const usePageProgress = (busy: boolean): void => {
  useEffect(() => {
    if (!busy) return
    beginPageLoad()
    return endPageLoad
  }, [busy])
}
