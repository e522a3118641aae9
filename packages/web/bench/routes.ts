// The pages every figure is measured on: fixture-catalogue paths the e2e suite also uses.
export interface BenchRoute {
  readonly name: "home" | "category" | "product"
  readonly path: string
}

export const benchRoutes: ReadonlyArray<BenchRoute> = [
  { name: "home", path: "/" },
  { name: "category", path: "/photography.html" },
  { name: "product", path: "/peak-design-everyday-messenger-13l.html" },
]

/** The speed goals: first-load JS, Lighthouse performance, LCP, image bytes on a phone's first screen. */
export const goals = {
  firstLoadJsKiB: 90,
  performanceScore: 95,
  lcpMs: 1200,
  firstScreenImageKiB: 150,
} as const
