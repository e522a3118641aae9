import { describe, expect, it } from "vitest"
import { productQuestions, specificationRows } from "./productQuestions.js"

const specs = (rows: ReadonlyArray<readonly [string, string]>) =>
  `<table class="tab-specs-dims"><tbody>${rows
    .map(([k, v]) => `<tr><th scope="row">${k}</th><td>${v}</td></tr>`)
    .join("")}</tbody></table>`

describe("product questions from the product's data", () => {
  it("reads a specifications table, entities and inner tags included", () => {
    expect(
      specificationRows(
        specs([
          ["Dimensions (W &times; H)", "<b>20</b> &amp; 9 cm"],
          ["Empty", ""],
        ]),
      ),
    ).toEqual([["Dimensions (W &times; H)", "20 & 9 cm"]])
    expect(specificationRows(null)).toEqual([])
  })

  it("answers the box first, then the specs shoppers ask about, in a fixed order", () => {
    const questions = productQuestions({
      tab_specs_dims: specs([
        ["Weight", "1350 g"],
        ["Strap", "Padded, adjustable"],
        ["Lens mount", "Sony E"],
        ["Sensor", "61 MP full frame"],
        ["Dimensions (W × H × D)", "20 × 9 × 16 cm"],
      ]),
      tab_box: '<ul class="tab-box"><li>Camera body</li><li>Battery &amp; charger</li></ul>',
    })
    expect(questions).toEqual([
      { question: "What's in the box?", answer: "Camera body, Battery & charger" },
      { question: "What sensor does it have?", answer: "61 MP full frame" },
      { question: "Which lens mount does it use?", answer: "Sony E" },
      { question: "How big is it?", answer: "20 × 9 × 16 cm" },
      { question: "How much does it weigh?", answer: "1350 g" },
    ])
  })

  it("has nothing to say about a product without specifications or a box list", () => {
    expect(productQuestions({ tab_specs_dims: "", tab_box: null })).toEqual([])
    expect(productQuestions({ tab_specs_dims: specs([["Strap", "Padded"]]) })).toEqual([])
  })
})
