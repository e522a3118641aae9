// A test double of Stripe.js v3 (served by the local Stripe at /v3/): the few calls Shutter's
// checkout makes — Stripe(pk), elements(), create("payment"), mount, createPaymentMethod,
// handleNextAction, confirmPayment. The Payment Element is a plain card-number field (Stripe's
// real one is an iframe); test card numbers become Stripe's test PaymentMethod ids, and
// handleNextAction completes 3-D Secure against the local Stripe that served this script.
import { TEST_CARD_NUMBERS } from "./stripeTestCards.js"

/** The script, talking to the local Stripe at `apiOrigin` (the page may load it via a redirect). */
export const stripeJsDouble = (apiOrigin: string): string => `(() => {
  const api = ${JSON.stringify(apiOrigin)};
  const cards = ${JSON.stringify(TEST_CARD_NUMBERS)};
  const brands = { "4": "visa", "5": "mastercard", "3": "amex" };
  window.Stripe = function Stripe(publishableKey) {
    let field = null;
    const authenticate = async (clientSecret) => {
      const intentId = clientSecret.split("_secret_")[0];
      const outcome = (window.StripeDouble && window.StripeDouble.authentication) || "complete";
      const response = await fetch(api + "/v1/payment_intents/" + intentId + "/authenticate", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ key: publishableKey, client_secret: clientSecret, outcome }),
      });
      const body = await response.json();
      if (body.error) return { error: body.error };
      if (body.last_payment_error) return { error: body.last_payment_error, paymentIntent: body };
      return { paymentIntent: body };
    };
    return {
      elements(options) {
        return {
          options,
          async submit() {
            const number = field ? field.value.replace(/\\s+/g, "") : "";
            if (number === "") return { error: { type: "validation_error", message: "Your card number is incomplete." } };
            return {};
          },
          create(type) {
            const listeners = {};
            return {
              mount(target) {
                const host = typeof target === "string" ? document.querySelector(target) : target;
                const label = document.createElement("label");
                label.textContent = "Card number";
                field = document.createElement("input");
                field.name = "cardnumber";
                field.autocomplete = "cc-number";
                field.inputMode = "numeric";
                field.addEventListener("input", () => {
                  (listeners.change || []).forEach((f) => f({ elementType: type, complete: field.value.replace(/\\s+/g, "").length >= 15, empty: field.value === "" }));
                });
                label.appendChild(field);
                host.appendChild(label);
                (listeners.ready || []).forEach((f) => f({ elementType: type }));
              },
              on(name, handler) { (listeners[name] = listeners[name] || []).push(handler); },
              unmount() { if (field && field.parentElement) field.parentElement.remove(); field = null; },
              destroy() { this.unmount(); },
            };
          },
        };
      },
      async createPaymentMethod() {
        const number = field ? field.value.replace(/\\s+/g, "") : "";
        if (number.length < 15) return { error: { type: "validation_error", code: "incomplete_number", message: "Your card number is incomplete." } };
        const id = cards[number];
        if (!id) return { error: { type: "card_error", code: "incorrect_number", message: "Your card number is incorrect." } };
        return { paymentMethod: { id, object: "payment_method", type: "card", card: { brand: brands[number[0]] || "visa", last4: number.slice(-4) } } };
      },
      handleNextAction({ clientSecret }) { return authenticate(clientSecret); },
      handleCardAction(clientSecret) { return authenticate(clientSecret); },
      confirmPayment({ clientSecret }) { return authenticate(clientSecret); },
    };
  };
})();
`
