export interface OperationInfo {
  readonly name: string
  readonly kind: "query" | "mutation" | "subscription"
}

export { operationOf } from "./document.js"
