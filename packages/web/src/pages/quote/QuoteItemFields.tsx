import {
  MAX_PHOTOS_PER_ITEM,
  QUOTE_CONDITION_LABELS,
  QUOTE_CONDITIONS,
  type QuoteCondition,
  type QuoteFieldErrors,
} from "@shutter/sdk/rules"
import { useState } from "react"
import { Field } from "../checkout/AddressFields.js"
import { fieldId, type ItemState, readPhotos } from "./quoteFormState.js"

const ACCEPT = "image/jpeg,image/png,image/webp"

/** One item of the quote form: brand, model, condition, accessories and up to 5 photos. */
export const QuoteItemFields = ({
  index,
  item,
  errors,
  removable,
  onChange,
  onRemove,
}: {
  readonly index: number
  readonly item: ItemState
  readonly errors: QuoteFieldErrors
  readonly removable: boolean
  readonly onChange: (change: (item: ItemState) => ItemState) => void
  readonly onRemove: () => void
}) => {
  const at = `items.${index}`
  const [pickProblems, setPickProblems] = useState<ReadonlyArray<string>>([])
  const photoErrors = [
    ...pickProblems,
    ...[errors[`${at}.photos`]],
    ...item.photos.map((_, p) => errors[`${at}.photos.${p}`]),
  ].filter((e): e is string => e !== undefined)
  const photosId = fieldId(`${at}.photos`)
  const conditionId = fieldId(`${at}.condition`)
  const conditionError = errors[`${at}.condition`]
  const full = item.photos.length >= MAX_PHOTOS_PER_ITEM

  return (
    <fieldset className="quote-item" data-testid="quote-item">
      <legend>Item {index + 1}</legend>
      <div className="quote-item__grid">
        <Field
          id={fieldId(`${at}.brand`)}
          label="Brand"
          value={item.brand}
          error={errors[`${at}.brand`]}
          required
          onChange={(brand) => onChange((i) => ({ ...i, brand }))}
        />
        <Field
          id={fieldId(`${at}.model`)}
          label="Model"
          value={item.model}
          error={errors[`${at}.model`]}
          required
          onChange={(model) => onChange((i) => ({ ...i, model }))}
        />
        <div className="field">
          <label htmlFor={conditionId}>Condition *</label>
          <select
            id={conditionId}
            value={item.condition}
            aria-invalid={conditionError !== undefined}
            aria-describedby={conditionError ? `${conditionId}-error` : undefined}
            onChange={(e) =>
              onChange((i) => ({ ...i, condition: e.target.value as QuoteCondition | "" }))
            }
          >
            <option value="">Choose the condition</option>
            {QUOTE_CONDITIONS.map((c) => (
              <option key={c} value={c}>
                {QUOTE_CONDITION_LABELS[c]}
              </option>
            ))}
          </select>
          {conditionError && (
            <p id={`${conditionId}-error`} className="field__error">
              {conditionError}
            </p>
          )}
        </div>
        <Field
          id={fieldId(`${at}.accessories`)}
          label="Accessories included"
          value={item.accessories}
          error={errors[`${at}.accessories`]}
          required={false}
          onChange={(accessories) => onChange((i) => ({ ...i, accessories }))}
        />
      </div>
      <div className="field quote-photos">
        <label htmlFor={photosId}>
          Photos ({item.photos.length} of {MAX_PHOTOS_PER_ITEM})
        </label>
        <p id={`${photosId}-hint`} className="quote-photos__hint">
          JPEG, PNG or WebP, up to 5 MB each. Front, back, top and any wear help us price it.
        </p>
        <input
          id={photosId}
          type="file"
          accept={ACCEPT}
          multiple
          disabled={full}
          aria-invalid={photoErrors.length > 0}
          aria-describedby={`${photosId}-hint${photoErrors.length > 0 ? ` ${photosId}-error` : ""}`}
          onChange={async (e) => {
            const input = e.currentTarget
            const files = [...(input.files ?? [])]
            input.value = ""
            const { photos, problems } = await readPhotos(files, item.photos.length)
            setPickProblems(problems)
            onChange((i) => ({ ...i, photos: [...i.photos, ...photos] }))
          }}
        />
        {photoErrors.length > 0 && (
          <ul id={`${photosId}-error`} className="field__error quote-photos__errors">
            {photoErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        {item.photos.length > 0 && (
          <ul className="quote-photos__list" aria-label={`Photos of item ${index + 1}`}>
            {item.photos.map((photo) => (
              <li key={photo.key}>
                <img src={photo.preview} alt={photo.fileName} width={72} height={72} />
                <button
                  type="button"
                  className="link-button"
                  aria-label={`Remove ${photo.fileName}`}
                  onClick={() => {
                    URL.revokeObjectURL(photo.preview)
                    setPickProblems([])
                    onChange((i) => ({ ...i, photos: i.photos.filter((p) => p.key !== photo.key) }))
                  }}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {removable && (
        <button type="button" className="link-button quote-item__remove" onClick={onRemove}>
          Remove item {index + 1}
        </button>
      )}
    </fieldset>
  )
}
