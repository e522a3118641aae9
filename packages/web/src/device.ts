import { DEVICE_RESIZE_DELAY_MS, deviceInfo } from "@shutter/sdk/rules"

/** What the watcher needs of a window (a stand-in in tests). */
export type DeviceWindow = Pick<Window, "addEventListener" | "innerWidth"> & {
  readonly navigator: Pick<Navigator, "userAgent">
}

/**
 * Device info (spec §6, §9) on `<html>`: `data-device` mobile, tablet or desktop, and
 * `data-crawler` for a crawler (bot detection serves device info only). A resize updates it once
 * the window has stopped changing for 50 ms.
 */
export const watchDevice = (
  win: DeviceWindow = window,
  root: { readonly dataset: DOMStringMap } = document.documentElement,
): void => {
  const apply = () => {
    const info = deviceInfo({ userAgent: win.navigator.userAgent, viewportWidth: win.innerWidth })
    root.dataset.device = info.kind
    if (info.isCrawler) root.dataset.crawler = "true"
    else delete root.dataset.crawler
  }
  apply()
  let timer: ReturnType<typeof setTimeout> | undefined
  win.addEventListener(
    "resize",
    () => {
      clearTimeout(timer)
      timer = setTimeout(apply, DEVICE_RESIZE_DELAY_MS)
    },
    { passive: true },
  )
}
