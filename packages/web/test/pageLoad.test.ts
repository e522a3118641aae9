// Spec §9 page-load timings and §4 chunk-failure reload, on fake clocks.
import { CHUNK_RELOAD_KEY } from "@shutter/sdk/rules"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { type ChunkReloadWindow, reloadOnChunkFailure } from "../src/chunkReload.js"
import { type DeviceWindow, watchDevice } from "../src/device.js"
import { beginPageLoad, endPageLoad, progress } from "../src/hooks/usePageProgress.js"
import { registerServiceWorker } from "../src/serviceWorker.js"

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date("2026-11-26T12:00:00Z"))
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe("page-load progress bar (spec §9: throttle 200 ms)", () => {
  it("appears only once a load has lasted 200 ms, and goes when the last load ends", () => {
    beginPageLoad()
    vi.advanceTimersByTime(199)
    expect(progress.visible).toBe(false)
    vi.advanceTimersByTime(1)
    expect(progress.visible).toBe(true)
    beginPageLoad()
    endPageLoad()
    expect(progress.visible).toBe(true)
    endPageLoad()
    expect(progress.visible).toBe(false)
  })

  it("never shows for a load shorter than 200 ms", () => {
    beginPageLoad()
    vi.advanceTimersByTime(150)
    endPageLoad()
    vi.advanceTimersByTime(1000)
    expect(progress.visible).toBe(false)
  })
})

/** A window whose events the test fires, with session storage and a reload counter. */
const fakeWindow = () => {
  const target = new EventTarget()
  const stored = new Map<string, string>()
  const reload = vi.fn()
  const win = {
    addEventListener: target.addEventListener.bind(target),
    sessionStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    },
    location: { reload },
  } as unknown as ChunkReloadWindow
  const failChunk = () => {
    const event = new Event("vite:preloadError", { cancelable: true })
    target.dispatchEvent(event)
    return event.defaultPrevented
  }
  return { win, stored, reload, failChunk }
}

describe("chunk-load failure (spec §4: reload, guard 60 s)", () => {
  it("reloads once, not again within 60 s, and again after", () => {
    const { win, stored, reload, failChunk } = fakeWindow()
    reloadOnChunkFailure(win)
    expect(failChunk()).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(stored.get(CHUNK_RELOAD_KEY)).toBe(String(Date.now()))
    // The reloaded page finds the chunk missing still: no loop.
    vi.advanceTimersByTime(59_999)
    expect(failChunk()).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(failChunk()).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it("does not reload where session storage is unusable (no guard, no reload)", () => {
    const { win, reload, failChunk } = fakeWindow()
    win.sessionStorage.setItem = () => {
      throw new Error("QuotaExceededError")
    }
    reloadOnChunkFailure(win)
    expect(failChunk()).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})

describe("device info (spec §6 bot detection, §9 resize delay 50 ms)", () => {
  const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36"
  const watched = (userAgent: string, innerWidth: number) => {
    const target = new EventTarget()
    const win = {
      addEventListener: target.addEventListener.bind(target),
      innerWidth,
      navigator: { userAgent },
    } as unknown as DeviceWindow & { innerWidth: number }
    const root = { dataset: {} as DOMStringMap }
    watchDevice(win, root)
    const resize = (width: number) => {
      win.innerWidth = width
      target.dispatchEvent(new Event("resize"))
    }
    return { root, resize }
  }

  it("follows a resize once the window has stopped changing for 50 ms", () => {
    const { root, resize } = watched(CHROME, 1280)
    expect(root.dataset.device).toBe("desktop")
    resize(900)
    vi.advanceTimersByTime(40)
    resize(500)
    vi.advanceTimersByTime(49)
    expect(root.dataset.device).toBe("desktop")
    vi.advanceTimersByTime(1)
    expect(root.dataset.device).toBe("mobile")
  })

  it("marks a crawler", () => {
    const { root } = watched("Mozilla/5.0 (compatible; Googlebot/2.1)", 412)
    expect(root.dataset).toEqual({ device: "desktop", crawler: "true" })
  })
})

describe("service worker (spec §8)", () => {
  it("logs the spec's text where the browser has none", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    registerServiceWorker({} as Navigator)
    expect(warn).toHaveBeenCalledWith("serviceWorker is not supported in current browser!")
  })
})
