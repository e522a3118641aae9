// Thirty searches real camera-shop customers type, each with the products it should find: by
// category (anchor: the category or any below it), brand or both, never by a product's exact
// name, so the list holds for the fixture catalogue, for the synthetic 100k catalogue and for
// renamed products. Used by search.test.ts (recall asserted) and bench/searchBench.ts (recall
// and latency printed).

/** What a query's expectation reads of a product. */
export interface SearchableProduct {
  readonly sku: string
  readonly name: string
  readonly manufacturer: string | null
  /** url_path of every category the product is listed in, and of their ancestors. */
  readonly categoryPaths: readonly string[]
}

export interface ShopperQuery {
  readonly query: string
  /** What the shopper means, in words. */
  readonly means: string
  readonly expects: (p: SearchableProduct) => boolean
}

const inCategory =
  (...paths: readonly string[]) =>
  (p: SearchableProduct) =>
    paths.some((path) => p.categoryPaths.includes(path))
const brand = (name: string) => (p: SearchableProduct) =>
  (p.manufacturer ?? "").toLowerCase() === name.toLowerCase()
const both =
  (...tests: readonly ((p: SearchableProduct) => boolean)[]) =>
  (p: SearchableProduct) =>
    tests.every((t) => t(p))

export const SHOPPER_QUERIES: readonly ShopperQuery[] = [
  {
    query: "camera bags",
    means: "camera bags (plural, stemmed)",
    expects: inCategory("photography/bags-straps/camera-bags"),
  },
  {
    query: "sony a7",
    means: "Sony's full-frame mirrorless bodies (model token a7)",
    expects: both(brand("Sony"), inCategory("photography/cameras/mirrorless/full-frame")),
  },
  { query: "canonn", means: "Canon (typo)", expects: brand("Canon") },
  {
    query: "tripod",
    means: "tripods",
    expects: inCategory("photography/tripods-supports/tripods"),
  },
  {
    query: "speedlight",
    means: "speedlights (Canon and Nikon spell it Speedlite)",
    expects: inCategory("lighting/flashes-strobes/speedlights"),
  },
  {
    query: "flash",
    means: "flashes and strobes",
    expects: inCategory("lighting/flashes-strobes"),
  },
  { query: "sd card", means: "SD cards", expects: inCategory("photography/memory-cards/sd-cards") },
  {
    query: "cfexpress",
    means: "CFexpress cards",
    expects: inCategory("photography/memory-cards/cfexpress-cards"),
  },
  {
    query: "batteries",
    means: "batteries and chargers",
    expects: inCategory("photography/camera-accessories/batteries-chargers"),
  },
  {
    query: "lens filters",
    means: "filters for lenses",
    expects: inCategory("photography/camera-accessories/filters"),
  },
  {
    query: "35mm film",
    means: "35mm film rolls",
    expects: inCategory("photography/film-darkroom-supplies/film/35mm-film"),
  },
  {
    query: "mirrorless camera",
    means: "mirrorless bodies",
    expects: inCategory("photography/cameras/mirrorless"),
  },
  {
    query: "instant camera",
    means: "instant cameras",
    expects: inCategory("photography/cameras/film-cameras/instant-cameras"),
  },
  {
    query: "darkroom chemicals",
    means: "darkroom chemistry (synonym)",
    expects: inCategory("photography/film-darkroom-supplies/darkroom-chemistry"),
  },
  {
    query: "photo paper",
    means: "printing paper",
    expects: inCategory("photography/film-darkroom-supplies/photo-paper"),
  },
  {
    query: "monopod",
    means: "monopods",
    expects: inCategory("photography/tripods-supports/monopods"),
  },
  {
    query: "tripod head",
    means: "tripod heads",
    expects: inCategory("photography/tripods-supports/tripod-heads"),
  },
  {
    query: "backpack",
    means: "camera backpacks",
    expects: inCategory("photography/bags-straps/camera-bags/backpacks"),
  },
  {
    query: "softbox",
    means: "softboxes",
    expects: inCategory("lighting/light-modifiers/softboxes"),
  },
  {
    query: "led panel",
    means: "LED panels",
    expects: inCategory("lighting/continuous-lighting/led-panels"),
  },
  {
    query: "light stand",
    means: "light stands",
    expects: inCategory("lighting/light-stands-grip"),
  },
  { query: "gimbal", means: "gimbals", expects: inCategory("video/gimbals-stabilizers") },
  { query: "drones", means: "drones (plural)", expects: inCategory("video/drones") },
  {
    query: "shotgun mic",
    means: "shotgun microphones (mic is a synonym)",
    expects: inCategory("audio/microphones/shotgun-microphones"),
  },
  {
    query: "wireless microphone",
    means: "wireless microphone systems",
    expects: inCategory("audio/microphones/wireless-systems"),
  },
  { query: "headphones", means: "headphones", expects: inCategory("audio/headphones") },
  {
    query: "used lenses",
    means: "used lenses",
    expects: inCategory("shop-used-gear/used-lenses"),
  },
  { query: "gift card", means: "gift cards", expects: inCategory("gift-cards") },
  {
    query: "canon rf lens",
    means: "lenses for Canon RF mount",
    expects: both(brand("Canon"), inCategory("lenses/mirrorless-lenses/canon-rf-mount")),
  },
  {
    query: "tripd",
    means: "tripods (typo)",
    expects: inCategory("photography/tripods-supports/tripods"),
  },
]

/** Share of the expected products a result holds (1 when nothing is expected and nothing found). */
export const recallOf = (expected: ReadonlySet<string>, found: ReadonlySet<string>): number => {
  if (expected.size === 0) return found.size === 0 ? 1 : 0
  let hits = 0
  for (const sku of expected) if (found.has(sku)) hits++
  return hits / expected.size
}
