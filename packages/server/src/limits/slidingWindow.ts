import type { SharedState } from "../sharedState/sharedState.js"
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

/** The estimated calls counted on `key` in the last period, without counting one. */
export const countedCalls = async (
  state: SharedState,
  key: string,
  allowance: Allowance,
  nowMs: number,
): Promise<number> => {
  const periodMs = allowance.periodSeconds * 1000
  const { start, elapsedShare } = slotOf(nowMs, periodMs)
  const [current, previous] = await Promise.all([
    state.peek(`${key}:${start}`),
    state.peek(`${key}:${start - periodMs}`),
  ])
  return estimate(current.count, previous.count, elapsedShare)
}
