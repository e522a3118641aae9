// Account creation and profile changes: Magento's CreateCustomerAccount, UpdateCustomerAccount,
// ValidateCustomerData and AccountManagement rules, in Magento's order of checks.

import {
  FIRST_NAME_NOT_VALID,
  hasControl,
  LAST_NAME_NOT_VALID,
  MIDDLE_NAME_NOT_VALID,
} from "../directory/addressValidation.js"
import type { GraphqlContext } from "../graphql/context.js"
import {
  authorizationError,
  inputError,
  MagentoError,
  noSuchEntityError,
} from "../graphql/errors.js"
import { cachedStoreConfig } from "../store/storeConfigCache.js"
import { storeConfigOf } from "../store/storeConfigLoader.js"
import { queueConfirmationMail, queueWelcomeMail } from "./accountMail.js"
import { CONFIRMATION_REQUIRED_PATH } from "./accountOptions.js"
import {
  ACCOUNT_LOCKED,
  ACCOUNT_NOT_CONFIRMED,
  CUSTOMER_NOT_AUTHORIZED,
  EMAIL_EXISTS,
  invalidEmailAddress,
  requiredParametersMissing,
} from "./customerMessages.js"
import {
  type CustomerChanges,
  type CustomerRow,
  customerById,
  insertCustomer,
  isLocked,
  updateCustomer,
} from "./customerRepository.js"
import type { CustomerView } from "./customerView.js"
import { isValidEmail } from "./emailAddress.js"
import { assertPasswordStrength, hashPassword } from "./password.js"
import { digest, newSecret } from "./secretTokens.js"

/** Fields of CustomerInput / CustomerCreateInput / CustomerUpdateInput. */
export interface CustomerFields {
  readonly prefix?: string | null
  readonly firstname?: string | null
  readonly middlename?: string | null
  readonly lastname?: string | null
  readonly suffix?: string | null
  readonly email?: string | null
  readonly dob?: string | null
  readonly date_of_birth?: string | null
  readonly taxvat?: string | null
  readonly gender?: number | null
  readonly password?: string | null
  readonly is_subscribed?: boolean | null
  readonly allow_remote_shopping_assistance?: boolean | null
}

// Magento's gender attribute options: Male, Female, Not Specified.
const GENDERS = new Set([1, 2, 3])

/** Magento's authentication errors are 401s: GraphQlAuthenticationException. */
export const authenticationError = (message: string): MagentoError =>
  new MagentoError(message, "graphql-authentication")

/**
 * Whether the store view asks new accounts to confirm their e-mail address. Creating an account
 * reads the setting as it is now; showing a customer's `confirmation_status` (every signed-in
 * `customer` query) reads the process's copy of the store's settings (`cachedStoreConfig`: the
 * store admin drops it at once, another process sees a change within seconds).
 */
export const confirmationRequired = async (
  context: GraphqlContext,
  now = false,
): Promise<boolean> => {
  if (context.accounts.requireConfirmation !== undefined)
    return context.accounts.requireConfirmation
  const config = now
    ? await storeConfigOf(context)
    : await cachedStoreConfig(context.db, context.store.id)
  const value = config.get(CONFIRMATION_REQUIRED_PATH)
  return value === true || value === 1 || value === "1"
}

const blank = (value: string | null | undefined): boolean =>
  value === undefined || value === null || value.trim() === ""

/** ValidateCustomerData: required attributes, gender, e-mail format. */
const validateFields = (fields: CustomerFields, creating: boolean): void => {
  const missing = [
    ...(creating || fields.firstname !== undefined
      ? blank(fields.firstname)
        ? ["First Name"]
        : []
      : []),
    ...(creating || fields.lastname !== undefined
      ? blank(fields.lastname)
        ? ["Last Name"]
        : []
      : []),
    ...(creating && blank(fields.email) ? ["Email"] : []),
  ]
  if (missing.length > 0) throw inputError(requiredParametersMissing(missing))
  if (fields.gender !== undefined && fields.gender !== null && !GENDERS.has(fields.gender))
    throw inputError(`"${fields.gender}" is not a valid gender value.`)
  if (!blank(fields.email) && !isValidEmail((fields.email ?? "").trim()))
    throw inputError(invalidEmailAddress(fields.email ?? ""))
  // Magento's Customer\Model\Validator\Name, for control characters (see addressValidation).
  if (hasControl(fields.firstname)) throw inputError(FIRST_NAME_NOT_VALID)
  if (hasControl(fields.lastname)) throw inputError(LAST_NAME_NOT_VALID)
  if (hasControl(fields.middlename)) throw inputError(MIDDLE_NAME_NOT_VALID)
  checkDateOfBirth(fields.date_of_birth ?? fields.dob)
}

// Magento's EAV date attribute (input_validation "date", format yyyy-MM-dd), label "Date of Birth".
const DOB_FORMAT = '"Date of Birth" does not fit the entered date format.'
const DOB_INVALID = '"Date of Birth" is not a valid date.'

const checkDateOfBirth = (value: string | null | undefined): void => {
  if (blank(value)) return
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec((value ?? "").trim())
  if (match === null) throw inputError(DOB_FORMAT)
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    throw inputError(DOB_INVALID)
}

const trimmed = (value: string | null | undefined): string | null =>
  blank(value) ? null : (value ?? "").trim()

/** What createCustomer hands back, plus the secrets its e-mail needs. */
export interface CreatedAccount {
  readonly view: CustomerView
  /** The confirmation key to e-mail when the store asks for confirmation, else null. */
  readonly confirmationKey: string | null
}

export const createAccount = async (
  context: GraphqlContext,
  fields: CustomerFields,
): Promise<CreatedAccount> => {
  validateFields(fields, true)
  const email = (fields.email ?? "").trim()
  const password = fields.password ?? null
  if (password !== null) assertPasswordStrength(password, email)
  const mustConfirm = await confirmationRequired(context, true)
  const confirmationKey = mustConfirm ? newSecret() : null
  const passwordHash = password === null ? null : await hashPassword(password)
  // The account and its first e-mail commit together (Magento's createAccount sends the welcome
  // or the confirmation e-mail).
  const row = await context.db.transaction(async (tx) => {
    const inserted = await insertCustomer(tx, {
      websiteId: context.store.websiteId,
      storeId: context.store.id,
      email,
      prefix: trimmed(fields.prefix),
      firstname: (fields.firstname ?? "").trim(),
      middlename: trimmed(fields.middlename),
      lastname: (fields.lastname ?? "").trim(),
      suffix: trimmed(fields.suffix),
      dob: trimmed(fields.date_of_birth ?? fields.dob),
      taxvat: trimmed(fields.taxvat),
      gender: fields.gender ?? null,
      isSubscribed: fields.is_subscribed === true,
      allowRemoteShoppingAssistance: fields.allow_remote_shopping_assistance === true,
      passwordHash,
      confirmationHash: confirmationKey === null ? null : digest(confirmationKey),
    })
    if (inserted === undefined) return undefined
    if (confirmationKey === null) await queueWelcomeMail(context, tx, inserted)
    else await queueConfirmationMail(context, tx, inserted, confirmationKey)
    return inserted
  })
  if (row === undefined) throw inputError(EMAIL_EXISTS)
  context.mail.deliverSoon()
  return { view: { row, confirmationRequired: mustConfirm }, confirmationKey }
}

/** Magento's GetCustomer: the signed-in customer, refused when locked or unconfirmed. */
export const currentCustomer = async (context: GraphqlContext): Promise<CustomerView> => {
  const id = context.customerId
  if (id === null) throw authorizationError(CUSTOMER_NOT_AUTHORIZED)
  const row = await customerById(context.db, id)
  if (row === undefined) throw noSuchEntityError(`Customer with id "${id}" does not exist.`)
  if (isLocked(row, context.clock)) throw authenticationError(ACCOUNT_LOCKED)
  if (row.confirmationHash !== null) throw authenticationError(ACCOUNT_NOT_CONFIRMED)
  return { row, confirmationRequired: await confirmationRequired(context) }
}

/** updateCustomer / updateCustomerV2: the profile fields given, nothing else. */
export const updateProfile = async (
  context: GraphqlContext,
  customer: CustomerRow,
  fields: CustomerFields,
  changes: CustomerChanges = {},
): Promise<CustomerRow> => {
  validateFields(fields, false)
  const dob = fields.date_of_birth !== undefined ? fields.date_of_birth : fields.dob
  const updated = await updateCustomer(context.db, customer.id, {
    ...changes,
    ...(fields.prefix !== undefined ? { prefix: trimmed(fields.prefix) } : {}),
    ...(fields.firstname != null ? { firstname: fields.firstname.trim() } : {}),
    ...(fields.middlename !== undefined ? { middlename: trimmed(fields.middlename) } : {}),
    ...(fields.lastname != null ? { lastname: fields.lastname.trim() } : {}),
    ...(fields.suffix !== undefined ? { suffix: trimmed(fields.suffix) } : {}),
    ...(dob !== undefined ? { dob: trimmed(dob) } : {}),
    ...(fields.taxvat !== undefined ? { taxvat: trimmed(fields.taxvat) } : {}),
    ...(fields.gender !== undefined ? { gender: fields.gender } : {}),
    ...(fields.is_subscribed != null ? { isSubscribed: fields.is_subscribed } : {}),
    ...(fields.allow_remote_shopping_assistance != null
      ? { allowRemoteShoppingAssistance: fields.allow_remote_shopping_assistance }
      : {}),
  })
  // SaveCustomer: an e-mail another account of the website already has.
  if (updated === undefined) throw new MagentoError(EMAIL_EXISTS, "graphql-already-exists")
  return updated
}
