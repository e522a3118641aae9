import type { SharedState } from "../platform/sharedState/sharedState.js"
import type { Allowance } from "./rateLimitRules.js"

// Magento's SlidingWindowEnforcer: counts per time slot (the period's start), and estimates the
// last `period` as this slot's count plus the previous slot's, weighted by how much of it still
// lies inside the window. Slots are kept three periods, like Magento.

const slotOf = (nowMs: number, periodMs: number) => {
  const start = nowMs - (nowMs % periodMs)
  return { start, elapsedShare: (nowMs - start) / periodMs }
}

const estimate = (current: number, previous: number, elapsedShare: number): number =>
  current + previous * (1 - elapsedShare)

/** Counts one call on `key` and returns the estimated calls in the last period, this one included. */
export const countCall = async (
  state: SharedState,
  key: string,
  allowance: Allowance,
  nowMs: number,
): Promise<number> => {
  const periodMs = allowance.periodSeconds * 1000
  const { start, elapsedShare } = slotOf(nowMs, periodMs)
  const [current, previous] = await Promise.all([
    state.hit(`${key}:${start}`, periodMs * 3),
    state.peek(`${key}:${start - periodMs}`),
  ])
  return estimate(current.count, previous.count, elapsedShare)
}

/** An attempt counted on one key's slot, to take back with `releaseAttempt`. */
export interface Reservation {
  readonly slotKey: string
}

/**
 * Counts one attempt on `key` if the estimated calls of the last period, this one included,
 * stay within the allowance: checked and counted in one atomic step, so however many attempts
 * arrive at once, at most `limit` are counted. Undefined when the limit is reached.
 */
export const reserveAttempt = async (
  state: SharedState,
  key: string,
  allowance: Allowance,
  nowMs: number,
): Promise<Reservation | undefined> => {
  const periodMs = allowance.periodSeconds * 1000
  const { start, elapsedShare } = slotOf(nowMs, periodMs)
  const slotKey = `${key}:${start}`
  const counted = await state.hitWithin(slotKey, periodMs * 3, allowance.limit, {
    key: `${key}:${start - periodMs}`,
    weight: 1 - elapsedShare,
  })
  return counted ? { slotKey } : undefined
}

/** Takes back an attempt `reserveAttempt` counted (it turned out not to be a failure). */
export const releaseAttempt = (state: SharedState, reservation: Reservation): Promise<void> =>
  state.unhit(reservation.slotKey)
