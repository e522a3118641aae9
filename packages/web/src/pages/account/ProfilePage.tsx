import { useAccountActionStatus, useCustomer, useCustomerActions } from "@shutter/react"
import {
  type ChangePasswordField,
  type FieldErrors,
  PROFILE_SAVED_MESSAGE,
  type ProfileField,
  profileEmailChanged,
  validateChangePasswordForm,
  validateProfileForm,
} from "@shutter/sdk/rules"
import { type FormEvent, useState } from "react"
import { Field } from "../checkout/AddressFields.js"

const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0

const Alert = ({ error }: { readonly error: string | null }) =>
  error ? (
    <p className="form-alert" role="alert">
      {error}
    </p>
  ) : null

const AccountInformation = () => {
  const customer = useCustomer()
  const { updateProfile } = useCustomerActions()
  const { busy, error } = useAccountActionStatus("updateProfile")
  const [form, setForm] = useState<Record<ProfileField, string>>({
    firstname: customer?.firstname ?? "",
    lastname: customer?.lastname ?? "",
    email: customer?.email ?? "",
    currentPassword: "",
  })
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({})
  const [result, setResult] = useState<"saved" | "failed" | undefined>()
  const set = (name: ProfileField) => (value: string) => setForm((f) => ({ ...f, [name]: value }))
  const currentEmail = customer?.email ?? ""
  const emailChanged = profileEmailChanged(form.email, currentEmail)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const next = validateProfileForm(form, currentEmail)
    setErrors(next)
    if (hasErrors(next)) return
    setResult(undefined)
    updateProfile({
      firstname: form.firstname.trim(),
      lastname: form.lastname.trim(),
      email: form.email.trim(),
      ...(emailChanged ? { password: form.currentPassword } : {}),
    }).then(
      () => {
        setResult("saved")
        setForm((f) => ({ ...f, currentPassword: "" }))
      },
      () => setResult("failed"),
    )
  }
  return (
    <form
      className="account-card account-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="profile-info"
    >
      <h2 id="profile-info">Account information</h2>
      <div className="account-form__row">
        <Field
          id="profile-firstname"
          label="First name"
          autoComplete="given-name"
          required
          value={form.firstname}
          error={errors.firstname}
          onChange={set("firstname")}
        />
        <Field
          id="profile-lastname"
          label="Last name"
          autoComplete="family-name"
          required
          value={form.lastname}
          error={errors.lastname}
          onChange={set("lastname")}
        />
      </div>
      <Field
        id="profile-email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={form.email}
        error={errors.email}
        onChange={set("email")}
      />
      {emailChanged && (
        <Field
          id="profile-current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          value={form.currentPassword}
          error={errors.currentPassword}
          onChange={set("currentPassword")}
        />
      )}
      {result === "failed" && <Alert error={error} />}
      {result === "saved" && (
        <p className="form-success" role="status">
          {PROFILE_SAVED_MESSAGE}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy || customer === null}>
        {busy ? "Saving…" : "Save"}
      </button>
    </form>
  )
}

const ChangePassword = () => {
  const { changePassword } = useCustomerActions()
  const { busy, error } = useAccountActionStatus("changePassword")
  const empty = { currentPassword: "", password: "", confirmation: "" }
  const [form, setForm] = useState<Record<ChangePasswordField, string>>(empty)
  const [errors, setErrors] = useState<FieldErrors<ChangePasswordField>>({})
  const [failed, setFailed] = useState(false)
  const set = (name: ChangePasswordField) => (value: string) =>
    setForm((f) => ({ ...f, [name]: value }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const next = validateChangePasswordForm(form)
    setErrors(next)
    if (hasErrors(next)) return
    setFailed(false)
    // Success: the SDK's notice 'Password has been updated successfully.'
    changePassword({ currentPassword: form.currentPassword, newPassword: form.password }).then(
      () => setForm(empty),
      () => setFailed(true),
    )
  }
  return (
    <form
      className="account-card account-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="profile-password"
    >
      <h2 id="profile-password">Change password</h2>
      <Field
        id="password-current"
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        value={form.currentPassword}
        error={errors.currentPassword}
        onChange={set("currentPassword")}
      />
      <Field
        id="password-new"
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        value={form.password}
        error={errors.password}
        onChange={set("password")}
      />
      <Field
        id="password-confirmation"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        value={form.confirmation}
        error={errors.confirmation}
        onChange={set("confirmation")}
      />
      {failed && <Alert error={error} />}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? "Changing…" : "Change password"}
      </button>
    </form>
  )
}

/** `/customer/my-profile`: name and e-mail (a new e-mail needs the password), and the password. */
export const ProfilePage = () => {
  const customer = useCustomer()
  return (
    <div className="account-grid">
      {/* Remounted once the profile arrives, so the form starts from it; not when the saved
          e-mail changes, which would drop the confirmation of that save. */}
      <AccountInformation key={customer === null ? "loading" : "loaded"} />
      <ChangePassword />
    </div>
  )
}
