// Writes the server's schema as SDL (src/graphql/generated/schema.graphql) for graphql-codegen:
// the domains' SDL is spliced together in code (shared product fields), so codegen reads the
// schema the server builds rather than plucking it from the sources.
import { mkdirSync, writeFileSync } from "node:fs"
import { printSchema } from "graphql"
import { createSchema } from "../src/app/schema.js"

const target = new URL("../src/graphql/generated/", import.meta.url)
mkdirSync(target, { recursive: true })
writeFileSync(new URL("schema.graphql", target), `${printSchema(createSchema())}\n`)
