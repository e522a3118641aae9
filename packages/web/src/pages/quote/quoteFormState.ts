import {
  MAX_PHOTOS_PER_ITEM,
  QUOTE_FORM_MESSAGES,
  type QuoteCondition,
  type QuoteForm,
  quotePhotoProblem,
} from "@shutter/sdk/rules"

// The quote form's editable state: items with stable keys and photos with their previews.

export interface PickedPhoto {
  readonly key: number
  readonly fileName: string
  readonly bytes: Uint8Array
  /** An object URL for the thumbnail; revoked when the photo is removed. */
  readonly preview: string
}

export interface ItemState {
  readonly key: number
  readonly brand: string
  readonly model: string
  readonly condition: QuoteCondition | ""
  readonly accessories: string
  readonly photos: ReadonlyArray<PickedPhoto>
}

export interface ContactState {
  readonly firstname: string
  readonly lastname: string
  readonly email: string
  readonly telephone: string
  readonly postcode: string
  readonly comment: string
}

let nextKey = 1
export const newKey = (): number => nextKey++

export const emptyItem = (): ItemState => ({
  key: newKey(),
  brand: "",
  model: "",
  condition: "",
  accessories: "",
  photos: [],
})

export const emptyContact: ContactState = {
  firstname: "",
  lastname: "",
  email: "",
  telephone: "",
  postcode: "",
  comment: "",
}

export const toQuoteForm = (contact: ContactState, items: ReadonlyArray<ItemState>): QuoteForm => ({
  ...contact,
  items: items.map(({ brand, model, condition, accessories, photos }) => ({
    brand,
    model,
    condition,
    accessories,
    photos: photos.map(({ fileName, bytes }) => ({ fileName, bytes })),
  })),
})

/** The id of a field's input, from its path ("items.0.brand" → "quote-items-0-brand"). */
export const fieldId = (path: string): string => `quote-${path.replaceAll(".", "-")}`

/**
 * Reads picked files into photos: files over 5 MB or that are not JPEG/PNG/WebP (by their bytes)
 * are left out with the reason; no more than the item's free places are taken.
 */
export const readPhotos = async (
  files: ReadonlyArray<File>,
  alreadyPicked: number,
): Promise<{
  readonly photos: ReadonlyArray<PickedPhoto>
  readonly problems: ReadonlyArray<string>
}> => {
  const photos: PickedPhoto[] = []
  const problems: string[] = []
  for (const file of files) {
    const head = new Uint8Array(await file.slice(0, 12).arrayBuffer())
    const problem = quotePhotoProblem({ name: file.name, size: file.size, head })
    if (problem !== undefined) {
      problems.push(problem)
      continue
    }
    if (alreadyPicked + photos.length >= MAX_PHOTOS_PER_ITEM) {
      problems.push(QUOTE_FORM_MESSAGES.tooManyPhotos)
      break
    }
    const bytes = new Uint8Array(await file.arrayBuffer())
    photos.push({ key: newKey(), fileName: file.name, bytes, preview: URL.createObjectURL(file) })
  }
  return { photos, problems }
}
