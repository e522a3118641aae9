import { describe, expect, it } from "vitest"
import { isBlankContent, TICKER_BLOCK_IDENTIFIER, tickerFromBlocks } from "./ticker.js"

const block = (content: string | null) => ({
  identifier: "custom-ticker",
  title: "Ticker",
  content,
})

describe("spec §4 ticker", () => {
  it("is fed by block 'custom-ticker'", () => {
    expect(TICKER_BLOCK_IDENTIFIER).toBe("custom-ticker")
  })

  it.each([
    ["no blocks", [], "hidden"],
    ["only empty content", [block("")], "hidden"],
    ["only whitespace", [block("  \n\t "), block(null)], "hidden"],
    ["one message", [block('<div class="ticker-item">Free shipping</div>')], "shown"],
    ["a message beside an empty block", [block(" "), block("<p>Sale</p>")], "shown"],
  ])("%s → %s", (_case, blocks, status) => {
    expect(tickerFromBlocks(blocks).status).toBe(status)
  })

  it("shows only the non-empty blocks", () => {
    expect(tickerFromBlocks([block(" "), block("<p>Sale</p>")]).items).toEqual([
      block("<p>Sale</p>"),
    ])
    expect(isBlankContent(" \n ")).toBe(true)
  })
})
