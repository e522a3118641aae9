import { describe, expect, it } from "vitest"
import { extractFiles, multipartBody } from "./multipartRequest.js"

const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name)

describe("GraphQL multipart requests", () => {
  it("finds every file in the variables, leaving null in its place", () => {
    const front = photo("front.jpg")
    const back = photo("back.jpg")
    const extracted = extractFiles({
      input: { email: "a@b.c", items: [{ photos: [front, back] }, { photos: [] }] },
    })
    expect(extracted.variables).toEqual({
      input: { email: "a@b.c", items: [{ photos: [null, null] }, { photos: [] }] },
    })
    expect(extracted.files).toEqual([
      ["variables.input.items.0.photos.0", front],
      ["variables.input.items.0.photos.1", back],
    ])
  })

  it("sends operations, then map, then the files in order; none without files", async () => {
    const front = photo("front.jpg")
    const form = multipartBody("mutation q($f: Upload!) { x(f: $f) }", "q", { f: front })
    expect([...(form?.keys() ?? [])]).toEqual(["operations", "map", "0"])
    expect(JSON.parse(String(form?.get("operations")))).toEqual({
      query: "mutation q($f: Upload!) { x(f: $f) }",
      operationName: "q",
      variables: { f: null },
    })
    expect(JSON.parse(String(form?.get("map")))).toEqual({ "0": ["variables.f"] })
    const file = form?.get("0") as File
    expect(file.name).toBe("front.jpg")
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff]))
    expect(multipartBody("query { a }", "a", { b: 1 })).toBeUndefined()
  })
})
