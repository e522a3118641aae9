import { CHECKOUT_USER_ACCOUNT_PATH } from "@shutter/sdk/rules"
import { useEffect } from "react"
import { Redirect } from "wouter"
import { useAccountAccess } from "../../account/useAccountAccess.js"
import { PageHead } from "../../seo/PageHead.js"
import { openOverlay } from "../../state/ui.js"
import "../../styles/account.css"

/**
 * `/checkoutlogin` (spec §2): a signed-in customer goes on to `/checkout/user-account`; a guest
 * gets the checkout login choice (sign in, or continue as guest) over the page.
 */
const CheckoutLoginPage = () => {
  // The is-authenticated decision, read the other way: a customer skips the choice.
  const access = useAccountAccess()
  const guest = access?._tag === "Redirect"
  useEffect(() => {
    if (guest) openOverlay("checkoutLoginOpen")
  }, [guest])
  if (access?._tag === "Continue") return <Redirect to={CHECKOUT_USER_ACCOUNT_PATH} replace />
  return (
    <section className="account-single" aria-labelledby="checkoutlogin-title">
      <PageHead title={"Checkout"} />
      <h1 id="checkoutlogin-title">Checkout</h1>
      <div className="account-card">
        <p>Sign in to check out with your saved addresses, or continue as a guest.</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => openOverlay("checkoutLoginOpen")}
        >
          Continue to checkout
        </button>
      </div>
    </section>
  )
}

export default CheckoutLoginPage
