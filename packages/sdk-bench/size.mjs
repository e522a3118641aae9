// `npm run bench:sdk`: the SDK's weight in a consumer's browser bundle, against its budgets and
// beside Medusa's JS SDK.
import { measureAll } from "./sizes.mjs"

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
for (const c of await measureAll()) {
  const verdict =
    c.budgetKb === undefined
      ? ""
      : `  budget ${c.budgetKb} KB: ${c.gzip <= c.budgetKb * 1024 ? "within" : "OVER"}`
  console.log(
    `${c.name.padEnd(9)} ${kb(c.minified).padStart(9)} min  ${kb(c.gzip).padStart(8)} gzip${verdict}  (${c.what})`,
  )
}
