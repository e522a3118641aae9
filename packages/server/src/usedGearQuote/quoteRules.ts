// The used-gear quote form's rules: what a request may hold and the message for each problem.
// Every problem is reported at once, against the field it belongs to (`items.1.photos.0`).

export const MAX_QUOTE_ITEMS = 10
export const MAX_PHOTOS_PER_ITEM = 5
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024
/** All photos of one request together (checked while they arrive). */
export const MAX_QUOTE_PHOTO_BYTES = 12 * 1024 * 1024
export const MAX_FIELD_LENGTH = 255
export const MAX_COMMENT_LENGTH = 2000

export const QUOTE_CONDITIONS = ["LIKE_NEW", "EXCELLENT", "GOOD", "FAIR", "FOR_PARTS"] as const
export type QuoteCondition = (typeof QUOTE_CONDITIONS)[number]

export type QuoteErrorCode =
  | "REQUIRED"
  | "INVALID_EMAIL"
  | "TOO_LONG"
  | "TOO_MANY_ITEMS"
  | "TOO_MANY_PHOTOS"
  | "FILE_TOO_LARGE"
  | "PHOTOS_TOO_LARGE"
  | "NOT_AN_IMAGE"

export interface QuoteFieldError {
  readonly field: string
  readonly code: QuoteErrorCode
  readonly message: string
}

export const QUOTE_MESSAGES = {
  required: "This is a required field.",
  invalidEmail: "Please enter a valid email address (Ex: johndoe@domain.com).",
  tooLong: (max: number) => `Please enter ${max} characters or less.`,
  noItems: "Add at least one item you would like to sell.",
  tooManyItems: `A quote request can list up to ${MAX_QUOTE_ITEMS} items. Send the rest in a second request.`,
  tooManyPhotos: `Add up to ${MAX_PHOTOS_PER_ITEM} photos per item.`,
  fileTooLarge: (name: string) => `${name} is larger than 5 MB. Choose a smaller photo.`,
  photosTooLarge: "The photos of one request can total 12 MB. Send fewer or smaller photos.",
  notAnImage: (name: string) => `${name} is not a JPEG, PNG or WebP image.`,
} as const

/** A photo as the upload received it (see `ReceivedFile`). */
export interface PhotoInput {
  readonly fileName: string
  /** Bytes that arrived (more than `MAX_PHOTO_BYTES` when `truncated`). */
  readonly size: number
  readonly truncated: boolean
  /** The file's first bytes. */
  readonly head: Uint8Array
  /** The received bytes on disk. */
  readonly path: string
}

export interface QuoteItemInput {
  readonly brand: string
  readonly model: string
  readonly condition: QuoteCondition
  readonly accessories?: string | null
  readonly photos?: ReadonlyArray<PhotoInput> | null
}

export interface QuoteInput {
  readonly firstname: string
  readonly lastname: string
  readonly email: string
  readonly telephone?: string | null
  readonly postcode?: string | null
  readonly comment?: string | null
  readonly items: ReadonlyArray<QuoteItemInput>
}

export interface CheckedPhoto {
  readonly fileName: string
  /** What the signature says it is (JPEG, PNG or WebP), whatever the file is called. */
  readonly contentType: string
  /** The received bytes on disk, still to be decoded. */
  readonly receivedPath: string
}

export interface CheckedItem {
  readonly brand: string
  readonly model: string
  readonly condition: QuoteCondition
  readonly accessories: string | null
  readonly photos: ReadonlyArray<CheckedPhoto>
}

export interface CheckedQuote {
  readonly firstname: string
  readonly lastname: string
  readonly email: string
  readonly telephone: string | null
  readonly postcode: string | null
  readonly comment: string | null
  readonly items: ReadonlyArray<CheckedItem>
}

/** The image type the bytes are (by their signature), whatever the file claims. */
export const imageTypeOf = (bytes: Uint8Array): string | undefined => {
  const at = (i: number) => bytes[i] ?? -1
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return "image/jpeg"
  if (at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47) return "image/png"
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp"
  return undefined
}

const trimmed = (value: string | null | undefined): string => value?.trim() ?? ""

/** How a photo is named in messages: its file name, or "The photo". */
export const photoName = (fileName: string): string =>
  trimmed(fileName).slice(0, MAX_FIELD_LENGTH) || "The photo"
const orNull = (value: string): string | null => (value === "" ? null : value)

/** Checks a request; either every problem found, or the request ready to store. */
export const checkQuote = (
  input: QuoteInput,
  isValidEmail: (email: string) => boolean,
): { readonly errors: ReadonlyArray<QuoteFieldError> } | { readonly quote: CheckedQuote } => {
  const errors: Array<QuoteFieldError> = []
  const text = (
    field: string,
    value: string | null | undefined,
    required: boolean,
    max = MAX_FIELD_LENGTH,
  ) => {
    const v = trimmed(value)
    if (required && v === "")
      errors.push({ field, code: "REQUIRED", message: QUOTE_MESSAGES.required })
    else if (v.length > max)
      errors.push({ field, code: "TOO_LONG", message: QUOTE_MESSAGES.tooLong(max) })
    return v
  }
  const firstname = text("firstname", input.firstname, true)
  const lastname = text("lastname", input.lastname, true)
  const email = text("email", input.email, true)
  if (email !== "" && email.length <= MAX_FIELD_LENGTH && !isValidEmail(email))
    errors.push({ field: "email", code: "INVALID_EMAIL", message: QUOTE_MESSAGES.invalidEmail })
  const telephone = text("telephone", input.telephone, false)
  const postcode = text("postcode", input.postcode, false)
  const comment = text("comment", input.comment, false, MAX_COMMENT_LENGTH)
  if (input.items.length === 0)
    errors.push({ field: "items", code: "REQUIRED", message: QUOTE_MESSAGES.noItems })
  if (input.items.length > MAX_QUOTE_ITEMS) {
    errors.push({ field: "items", code: "TOO_MANY_ITEMS", message: QUOTE_MESSAGES.tooManyItems })
    return { errors }
  }
  let photoBytes = 0
  const items = input.items.map((item, i): CheckedItem => {
    const at = `items.${i}`
    const brand = text(`${at}.brand`, item.brand, true)
    const model = text(`${at}.model`, item.model, true)
    const accessories = text(`${at}.accessories`, item.accessories, false, MAX_COMMENT_LENGTH)
    const photos = item.photos ?? []
    if (photos.length > MAX_PHOTOS_PER_ITEM)
      errors.push({
        field: `${at}.photos`,
        code: "TOO_MANY_PHOTOS",
        message: QUOTE_MESSAGES.tooManyPhotos,
      })
    const checked = photos.slice(0, MAX_PHOTOS_PER_ITEM).flatMap((photo, p): CheckedPhoto[] => {
      const field = `${at}.photos.${p}`
      const name = photoName(photo.fileName)
      if (photo.truncated || photo.size > MAX_PHOTO_BYTES) {
        errors.push({ field, code: "FILE_TOO_LARGE", message: QUOTE_MESSAGES.fileTooLarge(name) })
        return []
      }
      photoBytes += photo.size
      const type = imageTypeOf(photo.head)
      if (type === undefined) {
        errors.push({ field, code: "NOT_AN_IMAGE", message: QUOTE_MESSAGES.notAnImage(name) })
        return []
      }
      return [{ fileName: name, contentType: type, receivedPath: photo.path }]
    })
    return {
      brand,
      model,
      condition: item.condition,
      accessories: orNull(accessories),
      photos: checked,
    }
  })
  if (photoBytes > MAX_QUOTE_PHOTO_BYTES)
    errors.push({
      field: "items",
      code: "PHOTOS_TOO_LARGE",
      message: QUOTE_MESSAGES.photosTooLarge,
    })
  if (errors.length > 0) return { errors }
  return {
    quote: {
      firstname,
      lastname,
      email,
      telephone: orNull(telephone),
      postcode: orNull(postcode),
      comment: orNull(comment),
      items,
    },
  }
}

/** What each status tells the seller. */
export const QUOTE_STATUSES = {
  RECEIVED: {
    label: "Received",
    description:
      "We have your request. Our used department replies within 48 hours with a cash offer and a trade-in offer.",
  },
  UNDER_REVIEW: {
    label: "Under review",
    description: "A used-gear specialist is pricing your items against current market values.",
  },
  OFFER_SENT: {
    label: "Offer sent",
    description:
      "Your offer is in your inbox. Accept it to get a free, insured shipping label for your gear.",
  },
  ACCEPTED: {
    label: "Offer accepted",
    description:
      "Ship your gear with the label we sent. You are paid within 3 business days of our inspection.",
  },
  DECLINED: {
    label: "Closed",
    description: "This request is closed. You are welcome to send a new one at any time.",
  },
} as const

export type QuoteStatus = keyof typeof QUOTE_STATUSES

export const QUOTE_NOT_FOUND =
  "No quote request matches that reference number and email address. Check both and try again."

const CONDITION_LABELS: Readonly<Record<QuoteCondition, string>> = {
  LIKE_NEW: "Like new",
  EXCELLENT: "Excellent",
  GOOD: "Good",
  FAIR: "Fair",
  FOR_PARTS: "For parts or repair",
}

export const conditionLabel = (condition: QuoteCondition): string => CONDITION_LABELS[condition]
