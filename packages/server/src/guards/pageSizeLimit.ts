// Magento's SearchCriteriaValidator (graphql/validation/maximum_page_size, 300): a `pageSize`
// over the limit is the field's input error. Applied to every field with a `pageSize` argument.
import { defaultFieldResolver, type GraphQLSchema, isObjectType } from "graphql"
import { inputError } from "../graphql/errors.js"

export const maxPageSizeMessage = (max: number): string => `Maximum pageSize is ${max}`

/** Wraps the resolver of every field taking `pageSize` (the schema is changed in place). */
export const limitPageSize = (schema: GraphQLSchema, max: number): GraphQLSchema => {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__")) continue
    for (const field of Object.values(type.getFields())) {
      if (!field.args.some((argument) => argument.name === "pageSize")) continue
      const resolve = field.resolve ?? defaultFieldResolver
      field.resolve = (source, args: { pageSize?: unknown }, context, info) => {
        if (typeof args.pageSize === "number" && args.pageSize > max)
          throw inputError(maxPageSizeMessage(max))
        return resolve(source, args, context, info)
      }
    }
  }
  return schema
}
