import { useAccountActionStatus, useCustomerActions } from "@shutter/react"
import {
  type FieldErrors,
  passwordResetRequestedMessage,
  type RegisterField,
  type SignInField,
  validateForgotPasswordForm,
  validateRegisterForm,
  validateSignInForm,
} from "@shutter/sdk/rules"
import { type FormEvent, useState } from "react"
import { useSnapshot } from "valtio"
import { useLocation } from "wouter"
import { useReCaptchaForm } from "../hooks/useReCaptchaForm.js"
import { Field } from "../pages/checkout/AddressFields.js"
import "../styles/account.css"
import { closeOverlay, type LoginView, showLoginView, ui } from "../state/ui.js"
import { useModalDialog } from "./useModalDialog.js"

const TITLES: Readonly<Record<LoginView, string>> = {
  signIn: "Sign in",
  register: "Create an account",
  forgotPassword: "Reset your password",
}

const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0

/** The SDK's message for the last failed call of an action, as an alert inside the form. */
const ActionError = ({ error }: { readonly error: string | null }) =>
  error ? (
    <p className="form-alert" role="alert">
      {error}
    </p>
  ) : null

const SignInView = ({ onSignedIn }: { readonly onSignedIn: () => void }) => {
  const { signIn } = useCustomerActions()
  const recaptcha = useReCaptchaForm("CUSTOMER_LOGIN")
  const { busy, error } = useAccountActionStatus("signIn")
  const [form, setForm] = useState({ email: "", password: "" })
  const [errors, setErrors] = useState<FieldErrors<SignInField>>({})
  const [tried, setTried] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const next = validateSignInForm(form)
    setErrors(next)
    if (hasErrors(next)) return
    setTried(true)
    signIn({ email: form.email.trim(), password: form.password }).then(onSignedIn, () => undefined)
  }
  return (
    <form className="account-form" noValidate onSubmit={submit} aria-busy={busy} {...recaptcha}>
      <Field
        id="login-email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={form.email}
        error={errors.email}
        onChange={(email) => setForm((f) => ({ ...f, email }))}
      />
      <Field
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        value={form.password}
        error={errors.password}
        onChange={(password) => setForm((f) => ({ ...f, password }))}
      />
      {tried && !busy && <ActionError error={error} />}
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? "Signing in…" : "Sign in"}
      </button>
      <button
        type="button"
        className="link-button account-form__aside"
        onClick={() => showLoginView("forgotPassword")}
      >
        Forgot your password?
      </button>
      <div className="account-form__switch">
        <p>New to Shutter? Track orders, save addresses and check out faster.</p>
        <button
          type="button"
          className="button button--block"
          onClick={() => showLoginView("register")}
        >
          Create an account
        </button>
      </div>
    </form>
  )
}

const RegisterView = ({ onSignedIn }: { readonly onSignedIn: () => void }) => {
  const { register } = useCustomerActions()
  const recaptcha = useReCaptchaForm("CUSTOMER_CREATE")
  const { busy, error } = useAccountActionStatus("register")
  const [form, setForm] = useState<Record<RegisterField, string>>({
    firstname: "",
    lastname: "",
    email: "",
    password: "",
    confirmation: "",
  })
  const [newsletter, setNewsletter] = useState(false)
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>({})
  const [tried, setTried] = useState(false)
  const set = (name: RegisterField) => (value: string) => setForm((f) => ({ ...f, [name]: value }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const next = validateRegisterForm(form)
    setErrors(next)
    if (hasErrors(next)) return
    setTried(true)
    register({
      firstname: form.firstname.trim(),
      lastname: form.lastname.trim(),
      email: form.email.trim(),
      password: form.password,
      isSubscribed: newsletter,
    }).then(
      // A store that asks for e-mail confirmation: the SDK's notice says what to do next.
      () => onSignedIn(),
      () => undefined,
    )
  }
  return (
    <form className="account-form" noValidate onSubmit={submit} aria-busy={busy} {...recaptcha}>
      <div className="account-form__row">
        <Field
          id="register-firstname"
          label="First name"
          autoComplete="given-name"
          required
          value={form.firstname}
          error={errors.firstname}
          onChange={set("firstname")}
        />
        <Field
          id="register-lastname"
          label="Last name"
          autoComplete="family-name"
          required
          value={form.lastname}
          error={errors.lastname}
          onChange={set("lastname")}
        />
      </div>
      <Field
        id="register-email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={form.email}
        error={errors.email}
        onChange={set("email")}
      />
      <Field
        id="register-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        value={form.password}
        error={errors.password}
        onChange={set("password")}
      />
      <Field
        id="register-confirmation"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        value={form.confirmation}
        error={errors.confirmation}
        onChange={set("confirmation")}
      />
      <label className="choice">
        <input
          type="checkbox"
          checked={newsletter}
          onChange={(e) => setNewsletter(e.target.checked)}
        />
        Email me new arrivals, deals and photo tips
      </label>
      {tried && !busy && <ActionError error={error} />}
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? "Creating your account…" : "Create an account"}
      </button>
      <p className="account-form__aside">
        Already have an account?{" "}
        <button type="button" className="link-button" onClick={() => showLoginView("signIn")}>
          Sign in
        </button>
      </p>
    </form>
  )
}

const ForgotPasswordView = () => {
  const { requestPasswordReset } = useCustomerActions()
  const recaptcha = useReCaptchaForm("CUSTOMER_FORGOT_PASSWORD")
  const { busy, error } = useAccountActionStatus("requestPasswordReset")
  const [email, setEmail] = useState("")
  const [fieldError, setFieldError] = useState<string | undefined>()
  const [sentTo, setSentTo] = useState<string | undefined>()
  const [tried, setTried] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const next = validateForgotPasswordForm({ email })
    setFieldError(next.email)
    if (next.email !== undefined) return
    setTried(true)
    requestPasswordReset({ email: email.trim() }).then(
      () => setSentTo(email.trim()),
      () => undefined,
    )
  }
  if (sentTo !== undefined)
    return (
      <div className="account-form">
        <p role="status" className="form-success">
          {passwordResetRequestedMessage(sentTo)}
        </p>
        <button
          type="button"
          className="button button--block"
          onClick={() => showLoginView("signIn")}
        >
          Back to sign in
        </button>
      </div>
    )
  return (
    <form className="account-form" noValidate onSubmit={submit} aria-busy={busy} {...recaptcha}>
      <p>
        Enter the email address of your account and we'll send you a link to set a new password.
      </p>
      <Field
        id="forgot-email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={email}
        error={fieldError}
        onChange={setEmail}
      />
      {tried && !busy && <ActionError error={error} />}
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? "Sending…" : "Send reset link"}
      </button>
      <button
        type="button"
        className="link-button account-form__aside"
        onClick={() => showLoginView("signIn")}
      >
        Back to sign in
      </button>
    </form>
  )
}

/**
 * The login modal (spec §2, §4): sign in, create an account, forgot password. Every rule, call
 * and message is the SDK's (`storefront.customer`); a successful sign-in closes it and goes on
 * where it was opened for (checkout), else stays on the page.
 */
export const LoginModal = () => {
  const { loginModalOpen, loginView, afterSignIn } = useSnapshot(ui)
  const dialog = useModalDialog(loginModalOpen)
  const [, navigate] = useLocation()
  const close = () => closeOverlay("loginModalOpen")
  const signedIn = () => {
    close()
    if (afterSignIn !== null) navigate(afterSignIn)
  }
  return (
    <dialog
      ref={dialog}
      className="modal modal--account"
      aria-labelledby="login-title"
      onClose={close}
    >
      <div className="modal__header">
        <h2 id="login-title">{TITLES[loginView]}</h2>
        <button type="button" className="modal__close" aria-label="Close" onClick={close}>
          ×
        </button>
      </div>
      {loginView === "signIn" && <SignInView key="signIn" onSignedIn={signedIn} />}
      {loginView === "register" && <RegisterView key="register" onSignedIn={signedIn} />}
      {loginView === "forgotPassword" && <ForgotPasswordView key="forgot" />}
    </dialog>
  )
}
