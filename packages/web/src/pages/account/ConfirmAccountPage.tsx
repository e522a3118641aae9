import { useAccountActionStatus, useCustomerActions } from "@shutter/react"
import { confirmLinkOf } from "@shutter/sdk/rules"
import { useEffect, useState } from "react"
import { Link, useSearch } from "wouter"
import { PageHead } from "../../seo/PageHead.js"
import { openLogin } from "../../state/ui.js"
import "../../styles/account.css"

type Outcome = "pending" | "confirmed" | "refused"

/**
 * `/customer/account/confirm?email=&key=`: the link of the account confirmation e-mail (stores
 * that ask new accounts to confirm). It confirms once on opening; then the customer signs in.
 */
const ConfirmAccountPage = () => {
  const link = confirmLinkOf(useSearch())
  const { confirmAccount } = useCustomerActions()
  const { error } = useAccountActionStatus("confirmAccount")
  const [outcome, setOutcome] = useState<Outcome>("pending")
  const email = link?.email
  const key = link?.confirmationKey
  useEffect(() => {
    if (email === undefined || key === undefined) return
    let current = true
    confirmAccount({ email, confirmationKey: key }).then(
      () => current && setOutcome("confirmed"),
      () => current && setOutcome("refused"),
    )
    return () => {
      current = false
    }
  }, [confirmAccount, email, key])
  return (
    <section className="account-single" aria-labelledby="confirm-title">
      <PageHead title={"Confirm your account"} />
      <h1 id="confirm-title">Confirm your account</h1>
      <div className="account-card" aria-live="polite">
        {link === undefined ? (
          <p>This page opens from the link in the account confirmation email.</p>
        ) : outcome === "pending" ? (
          <p>Confirming {link.email}…</p>
        ) : outcome === "confirmed" ? (
          <>
            <p role="status">{link.email} is confirmed. Sign in to continue.</p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => openLogin("signIn")}
            >
              Sign in
            </button>
          </>
        ) : (
          <>
            <p role="alert">{error}</p>
            <Link href="/" className="account-form__aside">
              Back to the shop
            </Link>
          </>
        )}
      </div>
    </section>
  )
}

export default ConfirmAccountPage
