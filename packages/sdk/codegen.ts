// Result and variables types of the SDK's documents, generated from Magento 2.4's schema plus the
// extensions (schema/ at the repository root) into src/graphql/generated (gitignored; `npm run
// codegen`, which turbo runs before build and typecheck).
//
// graphql-codegen's typescript-operations output is type-only: the documents stay `gql` templates
// (src/graphql/document.ts: text, no parser at run time) and are typed with
// `TypedDocumentString<Result, Variables>`, which compiles away. gql.tada would parse documents at
// run time and in the type checker (slow on Magento's schema); client-preset and the
// typed-document-node plugin emit the documents again as objects.
import type { CodegenConfig } from "@graphql-codegen/cli"
import { stockOptionalFields } from "./scripts/stockOptionalFields.js"

const schemaRoot = "../../schema"
const stockSchema = [
  `${schemaRoot}/magento/schema-2.4.graphql`,
  `${schemaRoot}/magento/attributes.graphql`,
]
const fullSchema = [
  ...stockSchema,
  `${schemaRoot}/magento/extensions.graphql`,
  `${schemaRoot}/shutter-extensions.graphql`,
]

const config: CodegenConfig = {
  schema: fullSchema,
  documents: ["src/**/*.ts", "!src/**/*.test.ts", "!src/testing/**", "!src/graphql/generated/**"],
  generates: {
    "src/graphql/generated/operations.ts": {
      plugins: ["typescript-operations"],
      documentTransforms: [stockOptionalFields(stockSchema)],
      config: {
        enumsAsTypes: true,
        immutableTypes: true,
        skipTypename: true,
        useTypeImports: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        maybeValue: "T | null",
        inputMaybeValue: "T | null | undefined",
        // Files travel as parts of a multipart request (GraphqlClient sends Blobs that way).
        scalars: { Upload: { input: "Blob", output: "never" } },
      },
    },
  },
}

export default config
