import { describe, expect, it } from "vitest"
import {
  PASSWORD_STRENGTH_MESSAGE,
  PASSWORDS_DONT_MATCH_MESSAGE,
  validateChangePasswordForm,
  validateForgotPasswordForm,
  validateProfileForm,
  validateRegisterForm,
  validateSignInForm,
} from "./accountForms.js"

describe("account forms (spec §5 UI messages)", () => {
  it("sign in needs a valid e-mail and a password", () => {
    expect(validateSignInForm({ email: "", password: "" })).toEqual({
      email: "This field is required",
      password: "This field is required",
    })
    expect(validateSignInForm({ email: "roni_cost", password: "x" })).toEqual({
      email: "The email field must be a valid email",
    })
    expect(validateSignInForm({ email: "roni_cost@example.com", password: "x" })).toEqual({})
  })

  it("register needs names, a strong password and the same password again", () => {
    expect(
      validateRegisterForm({
        firstname: " ",
        lastname: "Cost",
        email: "roni@example.com",
        password: "abcdefgh",
        confirmation: "abcdefgx",
      }),
    ).toEqual({
      firstname: "This field is required",
      password: PASSWORD_STRENGTH_MESSAGE,
      confirmation: PASSWORDS_DONT_MATCH_MESSAGE,
    })
    expect(validateRegisterForm({ password: "Shutter1" }).password).toBeUndefined()
    expect(validateRegisterForm({ password: "short1!" }).password).toBe(PASSWORD_STRENGTH_MESSAGE)
    expect(validateRegisterForm({ password: "12345678" }).password).toBe(PASSWORD_STRENGTH_MESSAGE)
  })

  it("forgot password needs the e-mail", () => {
    expect(validateForgotPasswordForm({ email: "nope" })).toEqual({
      email: "The email field must be a valid email",
    })
  })

  it("change password needs the current one", () => {
    expect(
      validateChangePasswordForm({ password: "Shutter12", confirmation: "Shutter12" }),
    ).toEqual({ currentPassword: "This field is required" })
  })

  it("a changed profile e-mail needs the current password, an unchanged one does not", () => {
    const form = { firstname: "Veronica", lastname: "Costello", email: "Roni_Cost@example.com " }
    expect(validateProfileForm(form, "roni_cost@example.com")).toEqual({})
    expect(
      validateProfileForm({ ...form, email: "new@example.com" }, "roni_cost@example.com"),
    ).toEqual({
      currentPassword: "This field is required",
    })
  })
})
