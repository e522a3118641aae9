// The browser bundle swaps graphql-tag for src/bundle/gqlTag.ts: every SDK document must give
// the server the same operation (text, name, kind) as the real graphql-tag + graphql would.
import { type DocumentNode, parse, print } from "graphql"
import { describe, expect, it, vi } from "vitest"
import { type LightDocument, gql as lightGql } from "../src/bundle/gqlTag.js"
import { print as lightPrint } from "../src/bundle/graphqlPrint.js"

// Every gql call of the SDK runs through both: the stand-in's result is what the SDK keeps
// (and interpolates); the real graphql-tag's result, built from the same template, is kept
// beside it for comparison.
const pairs = vi.hoisted(() => [] as Array<{ light: unknown; real: unknown }>)
vi.mock("graphql-tag", async () => {
  const actual = (
    await vi.importActual<{ default: (...a: Array<unknown>) => unknown }>("graphql-tag")
  ).default
  const realOf = new Map<unknown, unknown>()
  const both = (literals: ReadonlyArray<string>, ...args: Array<unknown>) => {
    const light = lightGql(literals, ...args)
    const real = actual(literals, ...args.map((a) => realOf.get(a) ?? a))
    realOf.set(light, real)
    pairs.push({ light, real })
    return light
  }
  return { default: both, gql: both }
})

// The SDK's document modules from source, so the mock above applies to them.
const sources = import.meta.glob("../../sdk/src/**/*.graphql.ts")

const operationOf = (document: DocumentNode) =>
  document.definitions.find((d) => d.kind === "OperationDefinition")

describe("gql stand-in", () => {
  it("builds every SDK document exactly as graphql-tag does", async () => {
    for (const load of Object.values(sources)) await load()
    let operations = 0
    for (const { light, real } of pairs) {
      const original = real as DocumentNode
      const sent = lightPrint(light as LightDocument)
      expect(print(parse(sent))).toBe(print(original))
      const op = operationOf(original)
      if (op?.kind !== "OperationDefinition") continue
      operations++
      expect((light as LightDocument).definitions[0]).toMatchObject({
        kind: "OperationDefinition",
        operation: op.operation,
        name: { value: op.name?.value },
      })
    }
    expect(operations).toBeGreaterThan(10)
  })
})
