// Test helpers: the SDK's strict stub storefront, plus a promise the test settles when it wants.
export {
  observable,
  type StubStorefrontParts as StubParts,
  stubStorefront,
  testEvents,
} from "@shutter/sdk/testing"

export const deferred = <A>() => {
  let resolve!: (a: A) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<A>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}
