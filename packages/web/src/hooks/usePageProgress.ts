import { useEffect } from "react"
import { proxy } from "valtio"

/** Spec §9: the page-load progress bar runs over 5000 ms and appears only after 200 ms. */
export const PROGRESS_DURATION_MS = 5000
export const PROGRESS_THROTTLE_MS = 200

export const progress = proxy({ active: 0, visible: false })

let timer: ReturnType<typeof setTimeout> | undefined

const begin = (): void => {
  progress.active += 1
  if (progress.active === 1)
    timer = setTimeout(() => {
      progress.visible = true
    }, PROGRESS_THROTTLE_MS)
}

const end = (): void => {
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
    begin()
    return end
  }, [busy])
}
