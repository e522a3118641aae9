import { type AmLabel, labelDisplays } from "@shutter/sdk/rules"

/** Amasty product labels, top-left on cards and the gallery (texts resolved by the backend). */
export const Labels = ({ labels }: { readonly labels: ReadonlyArray<AmLabel | null> | null }) => {
  const shown = labelDisplays(labels)
  if (shown.length === 0) return null
  return (
    <ul className="labels" aria-label="Labels">
      {shown.map((label) => (
        <li key={label.key} className="label" title={label.tooltip}>
          {label.lines.map((line, index) => (
            <span key={line} className="label__line">
              {index > 0 && <br />}
              {line}
            </span>
          ))}
        </li>
      ))}
    </ul>
  )
}
