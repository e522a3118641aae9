// The `Upload` scalar: a file sent as a part of a GraphQL multipart request. Only the files the
// request carried can stand in for it; a value written into the variables cannot.
import { GraphQLScalarType } from "graphql"
import { inputError } from "../graphql/errors.js"
import { ReceivedFile } from "../platform/http/multipartUpload.js"

export const UPLOAD_ONLY_MULTIPART =
  "Upload value invalid: send the file as a part of a multipart request (GraphQL multipart request spec)."

export const UploadScalar = new GraphQLScalarType<ReceivedFile, never>({
  name: "Upload",
  description: "A file sent as a part of a GraphQL multipart request.",
  parseValue: (value) => {
    if (value instanceof ReceivedFile) return value
    throw inputError(UPLOAD_ONLY_MULTIPART)
  },
  parseLiteral: () => {
    throw inputError(UPLOAD_ONLY_MULTIPART)
  },
  serialize: () => {
    throw new Error("Upload is an input-only scalar")
  },
})
