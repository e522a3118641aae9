// Vue Storefront 2's Magento integration, as its users install it from npm: every GraphQL
// operation its API client sends must validate against our schema, so that client works against
// Shutter as it does against Magento. The published package is fetched at test time (npm's cache
// or registry) and read, never copied: its server bundle is evaluated with stand-ins for its
// network libraries, and each top-level document (a template string or a graphql-tag document,
// fragments interpolated) is collected.
import { execFileSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { type DocumentNode, Kind, type OperationDefinitionNode, parse, validate } from "graphql"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createSchema } from "../src/index.js"

const CLIENT = "@vue-storefront/magento-api@6.3.0"
const require = createRequire(import.meta.url)

// A function declaration: a proxy can be called and constructed only if its target can.
function standInTarget(): void {}

/** Any property, call or construction answers itself: the bundle's network libraries, unused. */
const standIn: object = new Proxy(standInTarget, {
  get: () => standIn,
  apply: () => standIn,
  construct: () => standIn,
})

/** The bundle's top-level template declarations (`var x = \`…\``, `var x = gql\`…\``), by name. */
const templateDeclarations = (source: string): ReadonlyArray<string> =>
  [...source.matchAll(/^(?:var|const|let) (\w+) = [\w$."[\]]*\s*`/gm)].map(
    (match) => match[1] ?? "",
  )

/** Evaluates the CommonJS bundle and answers the value of each named top-level declaration. */
const evaluateDeclarations = (
  source: string,
  names: ReadonlyArray<string>,
): Record<string, unknown> => {
  const real = new Set(["graphql", "graphql-tag", "node:url"])
  const load = (id: string): unknown => (real.has(id) ? require(id) : standIn)
  const module = { exports: {} }
  const body = `${source}\n;return { ${names.join(", ")} }`
  return new Function("require", "module", "exports", body)(load, module, module.exports) as Record<
    string,
    unknown
  >
}

const documentOf = (value: unknown): DocumentNode | undefined => {
  if (typeof value === "object" && value !== null && Reflect.get(value, "kind") === Kind.DOCUMENT)
    return value as DocumentNode
  if (typeof value !== "string") return undefined
  try {
    return parse(value)
  } catch {
    return undefined
  }
}

let folder = ""
let documents: ReadonlyArray<DocumentNode> = []

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), "shutter-seed-client-"))
  const [packed] = JSON.parse(
    execFileSync(
      "npm",
      ["pack", CLIENT, "--json", "--prefer-offline", "--pack-destination", folder],
      {
        cwd: folder,
        encoding: "utf8",
      },
    ),
  ) as ReadonlyArray<{ readonly filename: string }>
  if (packed === undefined) throw new Error(`npm pack ${CLIENT} made no tarball`)
  execFileSync("tar", ["xzf", packed.filename], { cwd: folder })
  const source = readFileSync(join(folder, "package/server/index.js"), "utf8")
  const values = evaluateDeclarations(source, templateDeclarations(source))
  documents = Object.values(values)
    .map(documentOf)
    .filter((document): document is DocumentNode => document !== undefined)
}, 120_000)

afterAll(() => {
  if (folder !== "") rmSync(folder, { recursive: true, force: true })
})

describe(`the seed's own client, ${CLIENT}`, () => {
  it("sends 65 operations, and every one validates against our schema", () => {
    const schema = createSchema()
    const operations = documents.flatMap((document) =>
      document.definitions
        .filter((node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION)
        .map((operation) => ({
          document,
          name: `${operation.operation} ${operation.name?.value}`,
        })),
    )
    expect(operations).toHaveLength(65)
    expect(operations.map(({ name }) => name)).toEqual(
      expect.arrayContaining([
        "mutation addSimpleProductsToCart",
        "mutation addConfigurableProductsToCart",
        "mutation addBundleProductsToCart",
        "mutation addDownloadableProductsToCart",
        "mutation addVirtualProductsToCart",
        "mutation placeOrder",
        "query productDetails",
      ]),
    )
    const invalid = operations
      .map(({ document, name }) => ({
        name,
        errors: validate(schema, document).map((error) => error.message),
      }))
      .filter(({ errors }) => errors.length > 0)
    expect(invalid).toEqual([])
  })
})
