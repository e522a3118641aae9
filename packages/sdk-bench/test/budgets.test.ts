import { describe, expect, it } from "vitest"
import { CONSUMERS, measure } from "../sizes.mjs"

describe("the SDK in a consumer's browser bundle (esbuild, minified, gzip)", () => {
  for (const consumer of CONSUMERS.filter((c) => c.budgetKb !== undefined)) {
    it(`${consumer.name} (${consumer.what}) stays within ${consumer.budgetKb} KB`, async () => {
      const { gzip } = await measure(consumer.file)
      expect(gzip / 1024).toBeLessThanOrEqual(consumer.budgetKb as number)
    }, 60_000)
  }
})
