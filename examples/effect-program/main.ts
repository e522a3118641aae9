// An Effect program: the services from a layer, typed errors handled by tag.
// Run: node effect-program/main.ts http://127.0.0.1:3000/graphql
import { Catalog, memoryStorage, storefrontLayer } from "@shutter/sdk/effect"
import * as Effect from "effect/Effect"

const endpoint = process.argv[2] ?? "http://127.0.0.1:3000/graphql"

const program = Effect.gen(function* () {
  const catalog = yield* Catalog
  const tree = yield* catalog.categoryTree()
  const product = yield* catalog
    .productBySku({ sku: "NO-SUCH-SKU" })
    .pipe(Effect.catchTag("NotFoundError", (error) => Effect.succeed(`not found: ${error.key}`)))
  return { categories: tree.map((category) => category.name), product }
})

const result = await Effect.runPromise(
  program.pipe(Effect.provide(storefrontLayer({ endpoint, storage: memoryStorage() }))),
)
console.log(`categories: ${result.categories.join(", ")}`)
console.log(result.product)
