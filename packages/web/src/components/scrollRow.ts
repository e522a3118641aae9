/** Where a horizontally scrolling row stands: a control with nowhere to go is disabled. */
export interface RowEnds {
  readonly atStart: boolean
  readonly atEnd: boolean
}

export const rowEnds = (track: HTMLElement): RowEnds => ({
  atStart: track.scrollLeft <= 1,
  atEnd: track.scrollLeft + track.clientWidth >= track.scrollWidth - 1,
})

/** Moves the row by most of its visible width (the cards snap into place). */
export const scrollRow = (track: HTMLElement, direction: 1 | -1): void => {
  track.scrollBy({ left: direction * track.clientWidth * 0.8, behavior: "smooth" })
}
