import { useAccountActionStatus, useCustomerActions } from "@shutter/react"
import {
  type FieldErrors,
  type NewPasswordField,
  resetLinkOf,
  validateNewPasswordForm,
} from "@shutter/sdk/rules"
import { type FormEvent, useState } from "react"
import { Link, useSearch } from "wouter"
import { useReCaptchaForm } from "../../hooks/useReCaptchaForm.js"
import { PageHead } from "../../seo/PageHead.js"
import { openLogin } from "../../state/ui.js"
import "../../styles/account.css"
import { Field } from "../checkout/AddressFields.js"

/**
 * `/createpassword`, `/reset-password`, `/customer/account/createPassword` (spec §2, §4): the
 * e-mailed link's token and address; a new password typed twice. Whatever the outcome the SDK
 * shows its notice and asks to go home.
 */
const ResetPasswordPage = () => {
  const link = resetLinkOf(useSearch())
  const { resetPassword } = useCustomerActions()
  const { busy } = useAccountActionStatus("resetPassword")
  const recaptcha = useReCaptchaForm("CUSTOMER_FORGOT_PASSWORD")
  const [form, setForm] = useState<Record<NewPasswordField, string>>({
    password: "",
    confirmation: "",
  })
  const [errors, setErrors] = useState<FieldErrors<NewPasswordField>>({})
  const set = (name: NewPasswordField) => (value: string) =>
    setForm((f) => ({ ...f, [name]: value }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (link === undefined) return
    const next = validateNewPasswordForm(form)
    setErrors(next)
    if (Object.keys(next).length > 0) return
    resetPassword({
      email: link.email,
      resetPasswordToken: link.token,
      newPassword: form.password,
    }).catch(() => undefined)
  }
  return (
    <section className="account-single" aria-labelledby="reset-title">
      <PageHead title={"Set a new password"} />
      <h1 id="reset-title">Set a new password</h1>
      {link === undefined ? (
        <div className="account-card">
          <p>
            This page opens from the link in the password reset email. Request a new email if yours
            has expired or was already used.
          </p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => openLogin("forgotPassword")}
          >
            Request a reset link
          </button>
        </div>
      ) : (
        <form
          className="account-card account-form"
          noValidate
          onSubmit={submit}
          aria-busy={busy}
          {...recaptcha}
        >
          {link.email !== "" && (
            <p>
              For <strong>{link.email}</strong>
            </p>
          )}
          <Field
            id="reset-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            value={form.password}
            error={errors.password}
            onChange={set("password")}
          />
          <Field
            id="reset-confirmation"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            required
            value={form.confirmation}
            error={errors.confirmation}
            onChange={set("confirmation")}
          />
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {busy ? "Saving…" : "Set new password"}
          </button>
          <Link href="/" className="account-form__aside">
            Back to the shop
          </Link>
        </form>
      )}
    </section>
  )
}

export default ResetPasswordPage
