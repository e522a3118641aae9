import { describe, expect, it } from "vitest"
import { idOfUid, isNumericUid, uidOfId } from "./uids.js"

describe("Magento uids", () => {
  it("decodes the numeric id a uid encodes", () => {
    expect(idOfUid("NA==")).toBe("4")
    expect(idOfUid("MTIz")).toBe("123")
    expect(idOfUid(uidOfId(2048))).toBe("2048")
  })

  it("is undefined for what is no numeric uid", () => {
    for (const value of ["photography.html", "cameras", "Y2FtZXJh", "NA", "", "MTIz="])
      expect([value, idOfUid(value)]).toEqual([value, undefined])
    expect(isNumericUid("NA==")).toBe(true)
    expect(isNumericUid("photography/cameras.html")).toBe(false)
  })
})
