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

// Magento's "automatic (equalize product counts)" calculation (price_range_calculation
// "improved", Framework\Search\Dynamic\Algorithm): as many intervals as the prices' spread
// asks for (Scott's rule: range · n^⅓ / (3.5 σ), between 2 and 10), each separator placed near
// a quantile of the prices at the roundest price within the quantile's deflection window, so a
// category of $20 straps and a category of $2,000–$50,000 bodies each get buckets that fit.

const MIN_INTERVALS = 2
const MAX_INTERVALS = 10
/** Round steps a separator may fall on, roundest first (dollars; slices are $10 wide). */
const ROUND_STEPS = [10_000, 5_000, 2_000, 1_000, 500, 200, 100, 50, 20, 10]

/** The roundest multiple of a step in (low, high], nearest `target`; undefined when none. */
const roundestBetween = (low: number, high: number, target: number): number | undefined => {
  for (const step of ROUND_STEPS) {
    const first = Math.floor(low / step) + 1
    const last = Math.floor(high / step)
    if (first > last) continue
    const nearest = Math.min(last, Math.max(first, Math.round(target / step)))
    return nearest * step
  }
  return undefined
}

/** Buckets of about equal product counts with round bounds (`maxPrice` in dollars). */
export const equalCountPriceBuckets = (
  slices: TenDollarCounts,
  maxPrice: number,
): PriceBucket[] => {
  const sorted = [...slices].filter(([, n]) => n > 0).sort(([a], [b]) => a - b)
  const count = sorted.reduce((n, [, c]) => n + c, 0)
  if (count === 0) return []
  const mid = (slice: number) => slice * 10 + 5
  const mean = sorted.reduce((s, [slice, c]) => s + mid(slice) * c, 0) / count
  const variance = sorted.reduce((s, [slice, c]) => s + c * (mid(slice) - mean) ** 2, 0) / count
  const range = (sorted.at(-1)?.[0] ?? 0) * 10 - (sorted[0]?.[0] ?? 0) * 10
  const deviation = Math.sqrt(variance)
  const intervals =
    count < 2 || range <= 0
      ? 1
      : Math.min(
          MAX_INTERVALS,
          Math.max(
            MIN_INTERVALS,
            Math.ceil(
              deviation > 0 ? (range * count ** (1 / 3)) / (3.5 * deviation) : MAX_INTERVALS,
            ),
          ),
        )
  /** The price below which `rank` products lie (at a slice's lower edge). */
  const priceAtRank = (rank: number) => {
    let seen = 0
    for (const [slice, c] of sorted) {
      seen += c
      if (seen > rank) return slice * 10
    }
    return (sorted.at(-1)?.[0] ?? 0) * 10
  }
  const separators: number[] = []
  const deflection = count / 2 / intervals
  for (let q = 1; q < intervals; q++) {
    const quantile = (q * count) / intervals
    const low = priceAtRank(Math.max(0, Math.floor(quantile - deflection)))
    const high = priceAtRank(Math.min(count - 1, Math.ceil(quantile + deflection)))
    const target = priceAtRank(Math.floor(quantile))
    const separator = roundestBetween(low, Math.max(high, low + 10), target)
    const previous = separators.at(-1) ?? 0
    if (separator !== undefined && separator > previous && separator <= maxPrice)
      separators.push(separator)
  }
  const top =
    roundestBetween(maxPrice, maxPrice * 2, maxPrice) ?? Math.ceil(maxPrice / 10) * 10 + 10
  const bounds = [0, ...separators, Math.max(top, (separators.at(-1) ?? 0) + 10)]
  const buckets: PriceBucket[] = []
  for (let i = 0; i + 1 < bounds.length; i++) {
    const from = bounds[i] ?? 0
    const to = bounds[i + 1] ?? 0
    const n = sorted
      .filter(([slice]) => slice * 10 >= from && slice * 10 < to)
      .reduce((s, [, c]) => s + c, 0)
    if (n > 0) buckets.push({ from, to, count: n })
  }
  return buckets
}
