// Price aggregation buckets with Magento's "automatic (equalize price ranges)" step
// (Framework\Search\Dynamic\Algorithm\Auto): the step starts at 10^(digits of the highest
// price − 1) and shrinks tenfold, down to 10, until there are at least two buckets.

/** Counts of products per $10 slice: slice n holds final prices in [10n, 10n + 10) dollars. */
export type TenDollarCounts = ReadonlyMap<number, number>

export interface PriceBucket {
  readonly from: number
  readonly to: number
  readonly count: number
}

const MIN_RANGE_POWER = 10

const bucketsAt = (slices: TenDollarCounts, range: number): PriceBucket[] => {
  const byKey = new Map<number, number>()
  for (const [slice, count] of slices) {
    const key = Math.floor((slice * 10) / range) + 1
    byKey.set(key, (byKey.get(key) ?? 0) + count)
  }
  return [...byKey]
    .sort(([a], [b]) => a - b)
    .map(([key, count]) => ({ from: (key - 1) * range, to: key * range, count }))
}

/** `maxPrice` in dollars. */
export const priceBuckets = (slices: TenDollarCounts, maxPrice: number): PriceBucket[] => {
  if (slices.size === 0) return []
  const digits = String(Math.floor(maxPrice)).length
  let index = 1
  let range: number
  let items: PriceBucket[]
  do {
    range = 10 ** Math.max(1, digits - index)
    items = bucketsAt(slices, range)
    index++
  } while (range > MIN_RANGE_POWER && items.length < 2)
  return items
}
