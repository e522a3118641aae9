import { type ProductDetails, productQuestions } from "@shutter/sdk/rules"
import { openOverlay } from "../../state/ui.js"

/**
 * Questions & answers: what shoppers ask most, answered from the product's box list and
 * specifications (the SDK's `productQuestions`), and a way to ask the shop's gear experts
 * (the help modal: phone, e-mail and chat).
 */
const ProductQuestions = ({ product }: { readonly product: ProductDetails }) => {
  const questions = productQuestions(product)
  return (
    <section className="questions" aria-labelledby="questions-title">
      <h2 id="questions-title">Questions &amp; answers</h2>
      {questions.length > 0 && (
        <dl className="questions__list" data-testid="product-questions">
          {questions.map(({ question, answer }) => (
            <div key={question} className="questions__item">
              <dt>{question}</dt>
              <dd>{answer}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="questions__ask">
        {questions.length > 0 ? "Something else you want to know?" : "Want to know more?"} Our gear
        experts answer by phone, e-mail and chat.
      </p>
      <button type="button" className="button" onClick={() => openOverlay("helpModalOpen")}>
        Ask a question
      </button>
    </section>
  )
}

export default ProductQuestions
