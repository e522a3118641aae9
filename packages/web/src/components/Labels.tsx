import type { AmLabel } from "@shutter/sdk/rules"

/** Amasty product labels, top-left on cards and the gallery. */
export const Labels = ({ labels }: { readonly labels: ReadonlyArray<AmLabel | null> | null }) => {
  const visible = (labels ?? []).filter(
    (l): l is AmLabel => l !== null && l.is_visible !== false && Boolean(l.txt || l.name),
  )
  if (visible.length === 0) return null
  return (
    <ul className="labels" aria-label="Labels">
      {visible.map((label) => (
        <li
          key={label.label_id ?? label.name}
          className="label"
          title={label.tooltip_settings?.text ?? undefined}
        >
          {label.txt || label.name}
        </li>
      ))}
    </ul>
  )
}
