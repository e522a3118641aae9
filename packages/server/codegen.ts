// Resolver argument and parent types generated from the schema the server builds
// (scripts/printSchema.ts writes it) into src/graphql/generated (gitignored; `npm run codegen`,
// which turbo runs before build and typecheck). Types only: nothing of it is in dist at run time.
import type { CodegenConfig } from "@graphql-codegen/cli"

const config: CodegenConfig = {
  schema: "src/graphql/generated/schema.graphql",
  generates: {
    "src/graphql/generated/resolvers.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        contextType: "../context.js#GraphqlContext",
        useTypeImports: true,
        enumsAsTypes: true,
        immutableTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        maybeValue: "T | null",
        inputMaybeValue: "T | null",
        scalars: {
          Upload: { input: "../../platform/http/multipartUpload.js#ReceivedFile", output: "never" },
        },
      },
    },
  },
}

export default config
