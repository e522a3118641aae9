// The Store Location page's street map, drawn at build time (vite.config.ts emits it as
// /store-map.svg): downtown streets around the shop, the river, a park, parking and the pin.
// No tiles, no network, no key: the same picture on every build.

const WIDTH = 720
const HEIGHT = 480

interface Street {
  readonly name: string
  /** Horizontal streets run at `at` = y, vertical ones at `at` = x. */
  readonly axis: "h" | "v"
  readonly at: number
  readonly major?: boolean
}

const streets: ReadonlyArray<Street> = [
  { name: "Main Street", axis: "h", at: 250, major: true },
  { name: "Lens Street", axis: "h", at: 130 },
  { name: "Shutter Lane", axis: "h", at: 370 },
  { name: "Aperture Avenue", axis: "v", at: 430, major: true },
  { name: "Exposure Boulevard", axis: "v", at: 590 },
  { name: "Focus Street", axis: "v", at: 290 },
]

/** The river runs north–south west of the grid; streets stop at its bank except Main Street. */
const RIVER_X = 170
const riverPath = `M ${RIVER_X - 30} 0 C ${RIVER_X + 30} 120, ${RIVER_X - 50} 300, ${RIVER_X + 10} ${HEIGHT}`
const STORE = { x: 446, y: 234 }
const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;")

const blocks = (): string => {
  const xs = [230, ...streets.filter((s) => s.axis === "v").map((s) => s.at), WIDTH + 20].sort(
    (a, b) => a - b,
  )
  const ys = [-20, ...streets.filter((s) => s.axis === "h").map((s) => s.at), HEIGHT + 20].sort(
    (a, b) => a - b,
  )
  const out: Array<string> = []
  for (let i = 0; i + 1 < xs.length; i++) {
    for (let j = 0; j + 1 < ys.length; j++) {
      const x0 = (xs[i] ?? 0) + 14
      const y0 = (ys[j] ?? 0) + 14
      const w = (xs[i + 1] ?? 0) - (xs[i] ?? 0) - 28
      const h = (ys[j + 1] ?? 0) - (ys[j] ?? 0) - 28
      if (w <= 0 || h <= 0) continue
      // One block is Eastman Square, a park; the others are built up, a few buildings each.
      if (i === 1 && j === 2) {
        out.push(`<rect x="${x0}" y="${y0}" width="${w}" height="${h}" rx="6" fill="#cfe5c4"/>`)
        out.push(`<text x="${x0 + w / 2}" y="${y0 + h / 2 + 4}" class="park">Eastman Square</text>`)
        continue
      }
      out.push(`<rect x="${x0}" y="${y0}" width="${w}" height="${h}" rx="3" fill="#e4e2dc"/>`)
      const cols = Math.max(1, Math.floor(w / 52))
      const rows = Math.max(1, Math.floor(h / 46))
      for (let c = 0; c < cols; c++) {
        for (let r = 0; r < rows; r++) {
          const bw = w / cols - 8
          const bh = h / rows - 8
          const bx = x0 + 4 + c * (w / cols)
          const by = y0 + 4 + r * (h / rows)
          out.push(
            `<rect x="${bx.toFixed(1)}" y="${by.toFixed(1)}" width="${bw.toFixed(1)}" height="${bh.toFixed(1)}" rx="2" fill="#d6d3cb"/>`,
          )
        }
      }
    }
  }
  return out.join("")
}

/** Where along a north–south street its name is written (the middle of one of its blocks). */
const labelY: Readonly<Record<string, number>> = {
  "Focus Street": 190,
  "Exposure Boulevard": 310,
  "Aperture Avenue": 425,
}

const streetLines = (): string =>
  streets
    .map((street) => {
      const width = street.major ? 18 : 12
      const [x1, y1, x2, y2] =
        street.axis === "h"
          ? [street.major ? 0 : 215, street.at, WIDTH, street.at]
          : [street.at, 0, street.at, HEIGHT]
      // Each name sits mid-block, clear of the crossings.
      const label =
        street.axis === "h"
          ? `<text x="${street.major ? 360 : 510}" y="${street.at + 4}" class="street">${escapeXml(street.name)}</text>`
          : `<text x="${street.at + 4}" y="${labelY[street.name] ?? 60}" class="street" transform="rotate(-90 ${street.at + 4} ${labelY[street.name] ?? 60})">${escapeXml(street.name)}</text>`
      return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#ffffff" stroke-width="${width}" stroke-linecap="square"/>${label}`
    })
    .join("")

const pin = (): string => {
  const { x, y } = STORE
  return [
    `<ellipse cx="${x}" cy="${y + 2}" rx="9" ry="3" fill="rgba(0,0,0,0.25)"/>`,
    `<path d="M ${x} ${y} C ${x - 4} ${y - 12}, ${x - 16} ${y - 20}, ${x - 16} ${y - 32} A 16 16 0 1 1 ${x + 16} ${y - 32} C ${x + 16} ${y - 20}, ${x + 4} ${y - 12}, ${x} ${y} Z" fill="#ff9e1a" stroke="#1d1d1f" stroke-width="2"/>`,
    `<circle cx="${x}" cy="${y - 32}" r="6" fill="#1d1d1f"/>`,
    `<rect x="${x + 22}" y="${y - 58}" width="150" height="40" rx="6" fill="#1d1d1f"/>`,
    `<text x="${x + 32}" y="${y - 41}" class="label">Shutter Camera</text>`,
    `<text x="${x + 32}" y="${y - 26}" class="sublabel">125 Aperture Avenue</text>`,
  ].join("")
}

const extras = (): string =>
  [
    // The bridge carrying Main Street over the river.
    `<rect x="${RIVER_X - 70}" y="238" width="140" height="24" fill="#bdb8ad"/>`,
    `<line x1="${RIVER_X - 70}" y1="250" x2="${RIVER_X + 70}" y2="250" stroke="#ffffff" stroke-width="18"/>`,
    `<text x="${RIVER_X - 8}" y="420" class="river" transform="rotate(-80 ${RIVER_X - 8} 420)">Genesee River</text>`,
    // Customer parking on Lens Street.
    `<rect x="452" y="146" width="34" height="34" rx="6" fill="#1f5fa8"/>`,
    `<text x="469" y="170" class="parking">P</text>`,
    // North arrow and scale bar.
    `<g transform="translate(680 48)"><path d="M 0 -22 L 9 8 L 0 2 L -9 8 Z" fill="#1d1d1f"/><text x="0" y="24" class="north">N</text></g>`,
    `<g transform="translate(24 452)"><rect x="0" y="0" width="100" height="6" fill="#1d1d1f"/><rect x="50" y="0" width="50" height="6" fill="#ffffff" stroke="#1d1d1f"/><text x="0" y="-6" class="scale">0</text><text x="100" y="-6" class="scale" text-anchor="end">200 m</text></g>`,
  ].join("")

/** The SVG document of the store map. */
export const drawStoreMap = (): string =>
  [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="Street map: Shutter Camera, 125 Aperture Avenue, Rochester">`,
    "<style>text{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}",
    ".street{font-size:11px;fill:#5f6368;letter-spacing:.02em;text-anchor:middle}",
    ".park{font-size:12px;fill:#2f6b2a;text-anchor:middle;font-style:italic}",
    ".river{font-size:12px;fill:#2b5d8a;font-style:italic}",
    ".label{font-size:13px;font-weight:700;fill:#ffffff}",
    ".sublabel{font-size:11px;fill:#ff9e1a}",
    ".parking{font-size:22px;font-weight:700;fill:#ffffff;text-anchor:middle}",
    ".north{font-size:12px;font-weight:700;fill:#1d1d1f;text-anchor:middle}",
    ".scale{font-size:11px;fill:#1d1d1f}</style>",
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f1efe9"/>`,
    blocks(),
    `<path d="${riverPath}" fill="none" stroke="#a9cbe8" stroke-width="70"/>`,
    streetLines(),
    extras(),
    pin(),
    "</svg>",
  ].join("")
