// A counted set of slots: how many uploads (or image jobs) may run at once in this process.

export interface UploadSlots {
  /** A slot's release function, or undefined when every slot is taken (the caller refuses). */
  readonly tryAcquire: () => (() => void) | undefined
  /** Runs `work` in a slot, waiting in line (first come, first served) while all are taken. */
  readonly run: <T>(work: () => Promise<T>) => Promise<T>
  readonly inUse: () => number
}

export const createUploadSlots = (size: number): UploadSlots => {
  let used = 0
  const waiting: Array<() => void> = []
  const releaser = () => {
    let released = false
    return () => {
      if (released) return
      released = true
      const next = waiting.shift()
      // The slot passes straight to the next in line, so `used` stays the same.
      if (next !== undefined) next()
      else used--
    }
  }
  const tryAcquire = () => {
    if (used >= size) return undefined
    used++
    return releaser()
  }
  const acquire = (): Promise<() => void> => {
    const release = tryAcquire()
    if (release !== undefined) return Promise.resolve(release)
    return new Promise((resolve) => waiting.push(() => resolve(releaser())))
  }
  return {
    tryAcquire,
    run: async (work) => {
      const release = await acquire()
      try {
        return await work()
      } finally {
        release()
      }
    },
    inUse: () => used,
  }
}
