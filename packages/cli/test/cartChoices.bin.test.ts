// `shutter cart add` with a bundle's selections, a downloadable's links and customizable
// options: the built binary against the real server.
import { describe, expect, it } from "vitest"
import { realShop } from "./realShop.js"
import { databases } from "./shutterBinary.js"

const KIT = "CAN-EOS-R3-KIT"
const PRESETS = "SHT-PORTRA-FILM-LOOK-LIGHTROOM-PRESETS" // $29.00, links $9.99 each, sold separately
const CLASS = "SHT-INTRO-TO-YOUR-MIRRORLESS-CAMERA" // $139.99, required "Session"
const LAB = "SHT-35MM-C-41-DEVELOP-SCAN" // $15.99, an option of every kind

describe.each(databases)("shutter cart add with choices on %s", (database) => {
  const shop = realShop(database, "shutter-choices-")
  const { shutter } = shop
  const json = async (...args: ReadonlyArray<string>) => {
    const result = await shutter("--json", ...args)
    expect(result, result.stderr).toMatchObject({ code: 0 })
    return JSON.parse(result.stdout)
  }
  const usageError = async (...args: ReadonlyArray<string>) => {
    const result = await shutter(...args)
    expect(result.code, result.stdout).toBe(2)
    return result.stderr
  }

  it("adds a bundle with the selections and quantities chosen, the rest at their defaults", async () => {
    const { cart } = await json(
      "cart",
      "add",
      KIT,
      "--bundle",
      "Lens=CAN-RF-50MM-F-1-2-L-USM",
      "--bundle",
      "Memory Card=SanDisk Extreme PRO SDXC UHS-I V30 512GB",
      "--bundle",
      "Accessories=BW-82MM-XS-PRO-UV-HAZE-MRC-NANO:2",
    )
    // 3,998.99 + 2,399.00 + 79.99 + 2 × 69.99
    expect(cart.items[0].prices.price.value).toBe(6617.96)
    expect(cart.prices.subtotal_excluding_tax.value).toBe(6617.96)
    expect(cart.items[0].bundle_options).toMatchObject([
      { label: "Camera Body", values: [{ label: "Canon EOS R3", quantity: 1 }] },
      { label: "Lens", values: [{ label: "Canon RF 50mm f/1.2 L USM", quantity: 1 }] },
      { label: "Memory Card", values: [{ label: "SanDisk Extreme PRO SDXC UHS-I V30 512GB" }] },
      {
        label: "Accessories",
        values: [{ label: "B+W 82mm XS-Pro UV-Haze MRC nano", quantity: 2 }],
      },
    ])
    const text = await shutter("cart", "show")
    expect(text.stdout).toContain("Camera Body: 1 x Canon EOS R3; Lens: 1 x Canon RF 5")
    expect(text.stdout).toMatch(/Subtotal\s+\$6,617\.96/)
  }, 120_000)

  it("refuses unknown bundle options and choices, and quantities the kit fixes", async () => {
    expect(await usageError("cart", "add", KIT, "--bundle", "Tripod=GIT-X")).toContain(
      "Unknown bundle option 'Tripod'; this bundle's options: Camera Body, Lens, Memory Card",
    )
    expect(await usageError("cart", "add", KIT, "--bundle", "Lens=Canon RF 800mm")).toContain(
      "Unknown choice 'Canon RF 800mm' for Lens",
    )
    expect(
      await usageError("cart", "add", KIT, "--bundle", "Lens=CAN-RF-50MM-F-1-2-L-USM:2"),
    ).toContain("The quantity of Canon RF 50mm f/1.2 L USM in Lens is fixed at 1")
    expect(await usageError("cart", "add", "NIK-Z6-II", "--bundle", "Lens=x")).toContain(
      "--bundle is for bundle products only",
    )
    expect((await shutter("cart", "show")).stdout.trim()).toBe("The cart is empty.")
  }, 120_000)

  it("adds a downloadable with the one link chosen", async () => {
    const { cart } = await json("cart", "add", PRESETS, "--link", "Lightroom Mobile (.dng)")
    expect(cart.items[0].prices.price.value).toBe(38.99)
    expect(cart.items[0].links).toEqual([
      expect.objectContaining({ title: "Lightroom Mobile (.dng)", price: 9.99 }),
    ])
    expect((await shutter("cart", "show")).stdout).toContain("Links: Lightroom Mobile (.dng)")
  }, 120_000)

  it("refuses unknown links, links of a product sold whole, and no link at all", async () => {
    expect(await usageError("cart", "add", PRESETS, "--link", "Photoshop")).toContain(
      "Unknown link 'Photoshop'; this product's links: Lightroom Classic (.xmp), Lightroom Mobile (.dng), Capture One (.costyle)",
    )
    expect(
      await usageError(
        "cart",
        "add",
        "SHT-MOODY-LANDSCAPE-PRESETS",
        "--link",
        "Lightroom Mobile (.dng)",
      ),
    ).toContain("Moody Landscape Presets comes with all its links; omit --link")
    const none = await shutter("cart", "add", PRESETS)
    expect(none.code).toBe(1)
    expect(none.stderr).toContain("Please specify product link(s).")
  }, 120_000)

  it("adds a class with its session, and refuses it without one", async () => {
    expect(await usageError("cart", "add", CLASS)).toContain(
      'Choose the required option: Session (--option "Session=…")',
    )
    expect(await usageError("cart", "add", CLASS, "--option", "Session=Friday")).toContain(
      "Unknown value 'Friday' for Session; choose one of: Saturday morning, 10:00–13:00, Tuesday evening, 18:30–21:30, Sunday afternoon, 14:00–17:00",
    )
    const { cart } = await json(
      "cart",
      "add",
      CLASS,
      "--option",
      "Session=Tuesday evening, 18:30–21:30",
    )
    expect(cart.items[0].prices.price.value).toBe(139.99)
    expect(cart.items[0].customizable_options[0]).toMatchObject({
      label: "Session",
      values: [{ value: "Tuesday evening, 18:30–21:30" }],
    })
  }, 120_000)

  it("prices every kind of customizable option, fixed and percent", async () => {
    const { cart } = await json(
      "cart",
      "add",
      LAB,
      "--option",
      "Scan size=Large scans (6000 × 4000 px)",
      "--option",
      "Push / pull=Push 2 stops",
      "--option",
      "Extras=4 × 6 in prints",
      "--option",
      "Extras=Archival sleeves",
      "--option",
      "Scan formats=TIFF",
      "--option",
      "Name on the envelope=Ansel Adams",
      "--option",
      "Rush: ready by=2026-12-01",
    )
    // 15.99 + 50 % (8.00) + 8.99 + 8.99 + 2.99 + 5.00 + 25 % (4.00)
    expect(cart.items[0].prices.price.value).toBe(53.96)
    expect(cart.items[0].customizable_options).toMatchObject([
      { label: "Scan size", values: [{ value: "Large scans (6000 × 4000 px)" }] },
      { label: "Push / pull", values: [{ value: "Push 2 stops" }] },
      { label: "Extras", values: [{ value: "4 × 6 in prints" }, { value: "Archival sleeves" }] },
      { label: "Scan formats", values: [{ value: "TIFF" }] },
      { label: "Name on the envelope", values: [{ value: "Ansel Adams" }] },
      { label: "Rush: ready by", values: [{ value: "2026-12-01" }] },
    ])
    expect(
      await usageError(
        "cart",
        "add",
        LAB,
        "--option",
        "Scan size=Standard scans (3000 × 2000 px)",
        "--option",
        "Scan size=Large scans (6000 × 4000 px)",
      ),
    ).toContain("Scan size takes one value")
  }, 120_000)
})
