import { describe, expect, it } from "vitest"
import {
  canCancel,
  canCreditmemo,
  canInvoice,
  canShip,
  type LineQuantities,
  type OrderSnapshot,
  stateAfterDocument,
  statusOfState,
} from "../src/sales/orderStateMachine.js"

const line = (q: Partial<LineQuantities> = {}): LineQuantities => ({
  orderItemId: 1,
  sku: "FILM",
  ordered: 2,
  invoiced: 0,
  shipped: 0,
  refunded: 0,
  canceled: 0,
  isVirtual: false,
  ...q,
})

const order = (o: Partial<OrderSnapshot> & { lines?: LineQuantities[] }): OrderSnapshot => ({
  state: "new",
  totalPaid: 0,
  totalRefunded: 0,
  lines: [line()],
  ...o,
})

describe("the order state machine (Magento's)", () => {
  it.each([
    ["nothing invoiced yet", order({}), "processing"],
    ["half invoiced", order({ lines: [line({ invoiced: 1 })], totalPaid: 100 }), "processing"],
    [
      "invoiced, not shipped",
      order({ lines: [line({ invoiced: 2 })], totalPaid: 200 }),
      "processing",
    ],
    ["shipped, not invoiced", order({ lines: [line({ shipped: 2 })] }), "processing"],
    [
      "invoiced and shipped",
      order({ lines: [line({ invoiced: 2, shipped: 2 })], totalPaid: 200 }),
      "complete",
    ],
    [
      "virtual and invoiced",
      order({ lines: [line({ invoiced: 2, isVirtual: true })], totalPaid: 200 }),
      "complete",
    ],
    [
      "everything paid refunded",
      order({
        state: "complete",
        lines: [line({ invoiced: 2, shipped: 2, refunded: 2 })],
        totalPaid: 200,
        totalRefunded: 200,
      }),
      "closed",
    ],
    [
      "partly refunded after shipping",
      order({
        state: "complete",
        lines: [line({ invoiced: 2, shipped: 2, refunded: 1 })],
        totalPaid: 200,
        totalRefunded: 100,
      }),
      "complete",
    ],
    [
      "refunded before shipping",
      order({
        state: "processing",
        lines: [line({ invoiced: 2, refunded: 2 })],
        totalPaid: 200,
        totalRefunded: 200,
      }),
      "closed",
    ],
  ] as const)("%s → %s", (_, snapshot, state) => {
    expect(stateAfterDocument(snapshot)).toBe(state)
  })

  it("allows what Magento allows in each state", () => {
    const pending = order({})
    expect([
      canInvoice(pending),
      canShip(pending),
      canCreditmemo(pending),
      canCancel(pending),
    ]).toEqual([true, true, false, true])
    const complete = order({
      state: "complete",
      lines: [line({ invoiced: 2, shipped: 2 })],
      totalPaid: 200,
    })
    expect([
      canInvoice(complete),
      canShip(complete),
      canCreditmemo(complete),
      canCancel(complete),
    ]).toEqual([false, false, true, false])
    const canceled = order({ state: "canceled", lines: [line({ canceled: 2 })] })
    expect([
      canInvoice(canceled),
      canShip(canceled),
      canCreditmemo(canceled),
      canCancel(canceled),
    ]).toEqual([false, false, false, false])
    expect([statusOfState("new"), statusOfState("processing")]).toEqual(["pending", "processing"])
  })
})
