// The orders part of the "@shutter/sdk" facade exports.
export {
  type ListOrdersInput,
  OrderNotFoundError,
  type ReorderResult,
} from "./Orders.js"
export * from "./orderModel.js"
export type { OrdersFacade } from "./ordersFacade.js"
export * from "./tracking.js"
