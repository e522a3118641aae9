import { InvalidArgumentError } from "commander"

/** An http(s) URL, else undefined: endpoints are checked before any request is sent. */
export const httpUrl = (value: string): URL | undefined => {
  if (!URL.canParse(value)) return undefined
  const url = new URL(value)
  return url.protocol === "http:" || url.protocol === "https:" ? url : undefined
}

export const endpointHint = "expected an http(s) URL such as http://127.0.0.1:3000/graphql"

/** commander argParser for --endpoint. */
export const endpointOption = (value: string): string => {
  if (httpUrl(value) === undefined) throw new InvalidArgumentError(endpointHint)
  return value
}
