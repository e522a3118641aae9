import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import {
  buildSchema,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
} from "graphql"
import { describe, expect, it } from "vitest"
import { createSchema } from "../src/index.js"

/** Magento 2.4's shape plus the names we serve beyond it (see schema/shutter-extensions.graphql). */
const referenceFiles = [
  "../../../schema/magento/schema-2.4.graphql",
  "../../../schema/magento/attributes.graphql",
  "../../../schema/magento/extensions.graphql",
  "../../../schema/shutter-extensions.graphql",
].map((path) => fileURLToPath(new URL(path, import.meta.url)))

/**
 * Magento builds these two inputs at run time from the catalogue's attributes: every attribute
 * marked "Used for Sorting in Product Listing" becomes a `SortEnum` field of the sort input, and
 * every filterable attribute a filter field. The reference dump holds only a default install's
 * attributes, so an attribute of ours may be missing there while still being Magento's shape.
 */
const dynamicAttributeInputs: Readonly<Record<string, ReadonlySet<string>>> = {
  ProductAttributeSortInput: new Set(["SortEnum"]),
  ProductAttributeFilterInput: new Set([
    "FilterEqualTypeInput",
    "FilterRangeTypeInput",
    "FilterMatchTypeInput",
  ]),
}

const isDynamicAttributeField = (key: string, ourType: string): boolean => {
  const [typeName, field] = key.split(".")
  return (
    typeName !== undefined &&
    field !== undefined &&
    !field.includes("(") &&
    (dynamicAttributeInputs[typeName]?.has(ourType) ?? false)
  )
}

/** Every "Type.field(arg): Type" our schema declares, in a form both schemas can be compared on. */
const signatures = (schema: GraphQLSchema, only?: GraphQLSchema): Map<string, string> => {
  const out = new Map<string, string>()
  const types = Object.values((only ?? schema).getTypeMap()).filter((t) => !t.name.startsWith("__"))
  for (const ours of types) {
    const type: GraphQLNamedType | undefined = schema.getType(ours.name) ?? undefined
    if (type === undefined) {
      out.set(ours.name, "missing type")
      continue
    }
    out.set(ours.name, type.constructor.name)
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      const fields = type.getFields()
      const names =
        isObjectType(ours) || isInterfaceType(ours) || isInputObjectType(ours)
          ? Object.keys(ours.getFields())
          : []
      for (const name of names) {
        const field = fields[name]
        out.set(`${type.name}.${name}`, field === undefined ? "missing field" : String(field.type))
        if (field !== undefined && "args" in field) {
          for (const arg of field.args)
            out.set(`${type.name}.${name}(${arg.name})`, String(arg.type))
        }
      }
    }
    if (isEnumType(type) && isEnumType(ours)) {
      const values = new Set(type.getValues().map((v) => v.name))
      for (const v of ours.getValues())
        out.set(`${type.name}.${v.name}`, values.has(v.name) ? "enum value" : "missing")
    }
    if (isUnionType(type)) out.set(`${type.name}|`, type.getTypes().map(String).sort().join("|"))
  }
  return out
}

/**
 * Every object and interface type a client can reach from the operations we serve, in Magento's
 * schema: the types of their fields, field by field, and each interface's implementations
 * (Magento answers a bundle's order line as BundleOrderItem, so we must be able to as well).
 */
const reachableFromOurOperations = (magento: GraphQLSchema, ours: GraphQLSchema): Set<string> => {
  const seen = new Set<string>()
  const pending: GraphQLNamedType[] = []
  for (const root of ["Query", "Mutation"] as const) {
    const theirs = magento.getType(root)
    const mine = ours.getType(root)
    if (!isObjectType(theirs) || !isObjectType(mine)) continue
    const fields = theirs.getFields()
    for (const name of Object.keys(mine.getFields())) {
      const field = fields[name]
      if (field !== undefined) pending.push(getNamedType(field.type))
    }
  }
  for (let type = pending.pop(); type !== undefined; type = pending.pop()) {
    if (seen.has(type.name)) continue
    seen.add(type.name)
    if (isObjectType(type) || isInterfaceType(type))
      for (const field of Object.values(type.getFields())) pending.push(getNamedType(field.type))
    if (isInterfaceType(type)) pending.push(...magento.getPossibleTypes(type))
    if (isUnionType(type)) pending.push(...type.getTypes())
  }
  return seen
}

/** Magento's fields of the types we serve that our schema lacks (a missing type: all of them). */
const missingFields = (magento: GraphQLSchema, ours: GraphQLSchema): string[] =>
  [...reachableFromOurOperations(magento, ours)].sort().flatMap((name) => {
    const theirs = magento.getType(name)
    if (!(isObjectType(theirs) || isInterfaceType(theirs))) return []
    if (name === "Query" || name === "Mutation") return []
    const mine = ours.getType(name)
    const have = isObjectType(mine) || isInterfaceType(mine) ? mine.getFields() : {}
    return Object.keys(theirs.getFields())
      .filter((field) => have[field] === undefined)
      .map((field) => `${name}.${field}`)
  })

describe("schema", () => {
  // No exclusions: reachability starts from the operations we serve, so Magento modules we do
  // not run at all (B2B, negotiable quotes, requisition lists…) are never reached, and the
  // fields a served type has for a module we run switched off (wish lists, gift messages, fixed
  // product taxes) are served with Magento's answer for that setting.
  it("serves every Magento field of every type reachable from the operations we serve", () => {
    const magento = buildSchema(referenceFiles.map((file) => readFileSync(file, "utf8")).join("\n"))
    const ours = createSchema()
    expect(reachableFromOurOperations(magento, ours).size).toBeGreaterThan(200)
    expect(missingFields(magento, ours)).toEqual([])
  })

  it("is a strict subset of Magento 2.4 (+ extensions, + schema/shutter-extensions.graphql)", () => {
    const sdl = referenceFiles.map((file) => readFileSync(file, "utf8")).join("\n")
    const magento = buildSchema(sdl)
    const ours = createSchema()
    const expected = signatures(ours)
    const actual = signatures(magento, ours)
    // Every entry ours declares must read the same in Magento's schema.
    const drift = [...expected].filter(
      ([key, value]) =>
        actual.get(key) !== value &&
        !(actual.get(key) === "missing field" && isDynamicAttributeField(key, value)),
    )
    expect(
      drift.map(([key, value]) => `${key}: ours ${value}, Magento ${actual.get(key)}`),
    ).toEqual([])
    expect(expected.size).toBeGreaterThan(50)
  })

  it("allows only attribute-shaped extra fields on Magento's attribute-driven inputs", () => {
    expect(isDynamicAttributeField("ProductAttributeSortInput.bestsellers", "SortEnum")).toBe(true)
    expect(isDynamicAttributeField("ProductAttributeSortInput.bestsellers", "String")).toBe(false)
    expect(
      isDynamicAttributeField("ProductAttributeFilterInput.lens_type", "FilterEqualTypeInput"),
    ).toBe(true)
    expect(isDynamicAttributeField("ProductInterface.bestsellers", "SortEnum")).toBe(false)
  })
})
