// The account e-mails (Magento's customer_create_account_email_template, …_confirmation_template,
// customer_password_forgot_email_template), queued in the outbox inside the change's
// transaction: a rolled-back change sends nothing. Links open the storefront's pages on the
// store's base URL (the request's, through the web server's proxy the shop's origin).
import type { Queryable } from "../db/sqlRows.js"
import type { GraphqlContext } from "../graphql/context.js"
import { queueMail } from "../mail/outbox.js"
import type { CustomerRow } from "./customerRepository.js"

const fullName = (c: Pick<CustomerRow, "firstname" | "lastname">) => `${c.firstname} ${c.lastname}`

const link = (context: GraphqlContext, path: string, params: Record<string, string>) =>
  `${context.urls.base}${path}?${new URLSearchParams(params).toString()}`

/** The storefront page that sets a new password from a reset link. */
export const resetPasswordUrl = (context: GraphqlContext, email: string, token: string) =>
  link(context, "customer/account/createPassword", { token, email })

/** The storefront page that confirms the account (it calls confirmEmail). */
export const confirmationUrl = (context: GraphqlContext, email: string, key: string) =>
  link(context, "customer/account/confirm", { email, key })

export const queueWelcomeMail = (context: GraphqlContext, tx: Queryable, customer: CustomerRow) =>
  queueMail(
    context,
    tx,
    "customer_welcome",
    { email: customer.email, name: fullName(customer) },
    {
      subject: `Welcome to ${context.store.name}`,
      heading: `Welcome to ${context.store.name}, ${customer.firstname}.`,
      paragraphs: [
        "Your account is ready. Sign in to check out faster, keep addresses in your address book and follow your orders.",
        `Your account: ${context.urls.base}customer/account/`,
      ],
      facts: [{ label: "Email", value: customer.email }],
    },
  )

export const queueConfirmationMail = (
  context: GraphqlContext,
  tx: Queryable,
  customer: CustomerRow,
  key: string,
) =>
  queueMail(
    context,
    tx,
    "customer_confirmation",
    { email: customer.email, name: fullName(customer) },
    {
      subject: `Please confirm your ${context.store.name} account`,
      heading: `Welcome to ${context.store.name}, ${customer.firstname}.`,
      paragraphs: [
        "You must confirm your email address before you can sign in. Open this link to confirm it:",
        confirmationUrl(context, customer.email, key),
      ],
    },
  )

export const queueResetMail = (
  context: GraphqlContext,
  tx: Queryable,
  customer: CustomerRow,
  token: string,
) =>
  queueMail(
    context,
    tx,
    "customer_password_reset",
    { email: customer.email, name: fullName(customer) },
    {
      subject: `Reset your ${context.store.name} password`,
      heading: `Hello ${customer.firstname},`,
      paragraphs: [
        "There was recently a request to change the password for your account. If you requested this change, set a new password here:",
        resetPasswordUrl(context, customer.email, token),
        `The link works once, for ${Math.round(context.accounts.resetTokenLifetimeMs / 3_600_000)} hours. If you did not make this request, you can ignore this email and your password will stay the same.`,
      ],
    },
  )
