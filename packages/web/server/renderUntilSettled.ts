/** The part of the query store a server render loop needs. */
export interface RenderLoopStore {
  readonly started: () => number
  readonly settled: () => Promise<void>
}

/**
 * Server rendering with data: effects never run on the server, so each pass starts the
 * queries its components ask for (layout → route → page data); the loop awaits them and
 * renders again, until a pass starts nothing new. Bounded: after `maxPasses` it returns what
 * it has (the client fetches whatever is still missing).
 */
export const renderUntilSettled = async (
  queries: RenderLoopStore,
  renderPass: () => Promise<string>,
  maxPasses = 6,
): Promise<{ readonly html: string; readonly passes: number }> => {
  let passes = 0
  for (;;) {
    const before = queries.started()
    const html = await renderPass()
    passes += 1
    if (queries.started() === before || passes >= maxPasses) return { html, passes }
    await queries.settled()
  }
}
