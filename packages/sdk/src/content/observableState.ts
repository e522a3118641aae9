/** State a UI can follow without Effect: read it now, and hear about every change. */
export interface ObservableState<A> {
  readonly get: () => A
  /** Calls `listener` after every change; returns the unsubscribe function. */
  readonly subscribe: (listener: (value: A) => void) => () => void
}

export interface WritableState<A> extends ObservableState<A> {
  readonly set: (value: A) => void
}

export const observableState = <A>(initial: A): WritableState<A> => {
  let current = initial
  const listeners = new Set<(value: A) => void>()
  return {
    get: () => current,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    set: (value) => {
      current = value
      for (const listener of [...listeners]) listener(value)
    },
  }
}
