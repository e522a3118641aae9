/** Grid or list (spec §2: the wishlist's default is grid). */
export const ViewModeSwitch = ({
  mode,
  onChange,
}: {
  readonly mode: "grid" | "list"
  readonly onChange: (mode: "grid" | "list") => void
}) => (
  <fieldset className="wishlist-view-mode">
    <legend className="visually-hidden">View as</legend>
    {(["grid", "list"] as const).map((m) => (
      <label key={m} className={mode === m ? "wishlist-view-mode__on" : ""}>
        <input
          type="radio"
          name="wishlist-view"
          value={m}
          checked={mode === m}
          onChange={() => onChange(m)}
        />
        {m === "grid" ? "Grid" : "List"}
      </label>
    ))}
  </fieldset>
)
