import { rowEnds, scrollRow } from "./scrollRow.js"

const button = (label: string, glyph: string, trackId: string): HTMLButtonElement => {
  const element = document.createElement("button")
  element.type = "button"
  element.className = "carousel__button"
  element.setAttribute("aria-label", label)
  element.setAttribute("aria-controls", trackId)
  const mark = document.createElement("span")
  mark.setAttribute("aria-hidden", "true")
  mark.textContent = glyph
  element.append(mark)
  return element
}

/**
 * Gives one server-rendered product carousel (the CMS product list widget) Previous and Next
 * buttons, named after its title and disabled at either end. Answers how to take them off again.
 */
const addControls = (section: HTMLElement): (() => void) => {
  const head = section.querySelector<HTMLElement>(".product-carousel__head")
  const track = section.querySelector<HTMLElement>(".product-carousel__track")
  if (head === null || track === null) return () => {}
  const title = (section.querySelector("h2")?.textContent ?? "products").trim().toLowerCase()
  if (track.id === "") track.id = `${section.dataset.carousel ?? "products"}-track`
  const previous = button(`Previous ${title}`, "‹", track.id)
  const next = button(`Next ${title}`, "›", track.id)
  const controls = document.createElement("div")
  controls.className = "carousel__controls"
  controls.append(previous, next)
  head.append(controls)
  const update = () => {
    const ends = rowEnds(track)
    // A button reaching its end hands the keyboard focus to the other one.
    if (ends.atStart && document.activeElement === previous && !ends.atEnd) next.focus()
    if (ends.atEnd && document.activeElement === next && !ends.atStart) previous.focus()
    previous.disabled = ends.atStart
    next.disabled = ends.atEnd
    // Every card in view: nothing to move, the buttons keep their place unseen.
    controls.style.visibility = ends.atStart && ends.atEnd ? "hidden" : ""
  }
  const back = () => scrollRow(track, -1)
  const forward = () => scrollRow(track, 1)
  previous.addEventListener("click", back)
  next.addEventListener("click", forward)
  track.addEventListener("scroll", update, { passive: true })
  // Also measures once the row is laid out (rows below the fold skip layout until near).
  const resized = new ResizeObserver(update)
  resized.observe(track)
  update()
  return () => {
    resized.disconnect()
    track.removeEventListener("scroll", update)
    controls.remove()
  }
}

/** Previous and Next buttons for every product carousel in CMS content (the home page's rows). */
export const addCarouselControls = (root: HTMLElement): (() => void) => {
  const removals = [...root.querySelectorAll<HTMLElement>("section.product-carousel")].map(
    addControls,
  )
  return () => {
    for (const remove of removals) remove()
  }
}
