// The used-gear quote form's rules (web and CLI): what a request may hold, checked before anything
// is uploaded. The server checks the same limits again and answers with field errors keyed the
// same way ("items.1.photos.0"), so both land on the field they name.
import {
  emailFieldError,
  FIELD_REQUIRED_MESSAGE,
  type FieldErrors,
} from "../checkout/checkoutRules.js"

export const MAX_QUOTE_ITEMS = 10
export const MAX_PHOTOS_PER_ITEM = 5
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024
/** All photos of one request together (what one request body can carry). */
export const MAX_QUOTE_PHOTO_BYTES = 12 * 1024 * 1024
export const MAX_QUOTE_FIELD_LENGTH = 255
export const MAX_QUOTE_COMMENT_LENGTH = 2000

/** The photo types the server accepts (recognised by their bytes, whatever the file is called). */
export const QUOTE_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const

export const QUOTE_CONDITIONS = ["LIKE_NEW", "EXCELLENT", "GOOD", "FAIR", "FOR_PARTS"] as const
export type QuoteCondition = (typeof QUOTE_CONDITIONS)[number]

export const QUOTE_CONDITION_LABELS: Readonly<Record<QuoteCondition, string>> = {
  LIKE_NEW: "Like new",
  EXCELLENT: "Excellent",
  GOOD: "Good",
  FAIR: "Fair",
  FOR_PARTS: "For parts or repair",
}

export const isQuoteCondition = (value: string): value is QuoteCondition =>
  (QUOTE_CONDITIONS as ReadonlyArray<string>).includes(value)

/** The server's texts for the request-level limits (the same words in the form). */
export const QUOTE_FORM_MESSAGES = {
  noItems: "Add at least one item you would like to sell.",
  tooManyItems: `A quote request can list up to ${MAX_QUOTE_ITEMS} items. Send the rest in a second request.`,
  tooManyPhotos: `Add up to ${MAX_PHOTOS_PER_ITEM} photos per item.`,
  fileTooLarge: (name: string) => `${name} is larger than 5 MB. Choose a smaller photo.`,
  photosTooLarge: "The photos of one request can total 12 MB. Send fewer or smaller photos.",
  notAnImage: (name: string) => `${name} is not a JPEG, PNG or WebP image.`,
  tooLong: (max: number) => `Please enter ${max} characters or less.`,
} as const

export interface QuotePhoto {
  readonly fileName: string
  readonly bytes: Uint8Array
}

export interface QuoteItemForm {
  readonly brand: string
  readonly model: string
  /** "" until the seller picks one. */
  readonly condition: QuoteCondition | ""
  readonly accessories?: string
  readonly photos?: ReadonlyArray<QuotePhoto>
}

export interface QuoteForm {
  readonly firstname: string
  readonly lastname: string
  readonly email: string
  readonly telephone?: string
  readonly postcode?: string
  readonly comment?: string
  readonly items: ReadonlyArray<QuoteItemForm>
}

/** Errors by field path: "email", "items", "items.0.brand", "items.0.photos", "items.0.photos.2". */
export type QuoteFieldErrors = FieldErrors<string>

/** The image type the bytes are (by their signature), whatever the file claims. */
export const imageTypeOf = (bytes: Uint8Array): (typeof QUOTE_PHOTO_TYPES)[number] | undefined => {
  const at = (i: number) => bytes[i] ?? -1
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return "image/jpeg"
  if (at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47) return "image/png"
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp"
  return undefined
}

/**
 * Why a picked file cannot be one of the photos (too large, not a JPEG/PNG/WebP), or undefined.
 * `head` is the file's first bytes (12 are enough).
 */
export const quotePhotoProblem = (file: {
  readonly name: string
  readonly size: number
  readonly head: Uint8Array
}): string | undefined => {
  const name = file.name.trim() || "The photo"
  if (file.size > MAX_PHOTO_BYTES) return QUOTE_FORM_MESSAGES.fileTooLarge(name)
  if (imageTypeOf(file.head) === undefined) return QUOTE_FORM_MESSAGES.notAnImage(name)
  return undefined
}

const blank = (value: string | undefined): boolean => (value ?? "").trim() === ""

/** Every problem of the form at once (spec §5 messages), keyed by field path; {} when it can be sent. */
export const validateQuoteForm = (form: QuoteForm): QuoteFieldErrors => {
  const errors: Record<string, string> = {}
  const text = (field: string, value: string | undefined, required: boolean, max: number) => {
    if (required && blank(value)) errors[field] = FIELD_REQUIRED_MESSAGE
    else if ((value ?? "").trim().length > max) errors[field] = QUOTE_FORM_MESSAGES.tooLong(max)
  }
  text("firstname", form.firstname, true, MAX_QUOTE_FIELD_LENGTH)
  text("lastname", form.lastname, true, MAX_QUOTE_FIELD_LENGTH)
  const email = emailFieldError(form.email)
  if (email !== undefined) errors.email = email
  text("telephone", form.telephone, false, MAX_QUOTE_FIELD_LENGTH)
  text("postcode", form.postcode, false, MAX_QUOTE_FIELD_LENGTH)
  text("comment", form.comment, false, MAX_QUOTE_COMMENT_LENGTH)
  if (form.items.length === 0) errors.items = QUOTE_FORM_MESSAGES.noItems
  if (form.items.length > MAX_QUOTE_ITEMS) errors.items = QUOTE_FORM_MESSAGES.tooManyItems
  let photoBytes = 0
  form.items.forEach((item, i) => {
    const at = `items.${i}`
    text(`${at}.brand`, item.brand, true, MAX_QUOTE_FIELD_LENGTH)
    text(`${at}.model`, item.model, true, MAX_QUOTE_FIELD_LENGTH)
    if (item.condition === "" || !isQuoteCondition(item.condition))
      errors[`${at}.condition`] = FIELD_REQUIRED_MESSAGE
    text(`${at}.accessories`, item.accessories, false, MAX_QUOTE_COMMENT_LENGTH)
    const photos = item.photos ?? []
    if (photos.length > MAX_PHOTOS_PER_ITEM)
      errors[`${at}.photos`] = QUOTE_FORM_MESSAGES.tooManyPhotos
    photos.forEach((photo, p) => {
      photoBytes += photo.bytes.length
      const problem = quotePhotoProblem({
        name: photo.fileName,
        size: photo.bytes.length,
        head: photo.bytes.subarray(0, 12),
      })
      if (problem !== undefined) errors[`${at}.photos.${p}`] = problem
    })
  })
  if (photoBytes > MAX_QUOTE_PHOTO_BYTES && errors.items === undefined)
    errors.items = QUOTE_FORM_MESSAGES.photosTooLarge
  return errors
}

/** A lookup needs the reference number and the e-mail address the request was sent from. */
export const validateQuoteLookupForm = (form: {
  readonly number?: string
  readonly email?: string
}): FieldErrors<"number" | "email"> => {
  const errors: FieldErrors<"number" | "email"> = {}
  if (blank(form.number)) errors.number = FIELD_REQUIRED_MESSAGE
  const email = emailFieldError(form.email)
  if (email !== undefined) errors.email = email
  return errors
}

/** Server field errors as the form shows them (the first message per field). */
export const quoteFieldErrorsOf = (
  errors: ReadonlyArray<{ readonly field: string; readonly message: string }>,
): QuoteFieldErrors => {
  const out: Record<string, string> = {}
  for (const { field, message } of errors) out[field] ??= message
  return out
}
