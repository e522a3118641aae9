// "@shutter/sdk/testing": stub layers for tests of code built on the SDK.

export { memoryStorage } from "../storage/memoryStorage.js"
export { type GraphqlRequestBody, readGraphqlRequest } from "./graphqlRequest.js"
export {
  type StubGraphqlClient,
  type StubResponse,
  stubGraphqlClient,
} from "./stubGraphqlClient.js"
export {
  observable,
  type StubStorefrontParts,
  stubStorefront,
  type TestEvents,
  type TestObservable,
  testEvents,
} from "./stubStorefront.js"
