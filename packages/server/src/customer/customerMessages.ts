// Magento 2.4's texts (CustomerGraphQl resolvers, Customer\Model\AccountManagement and
// Authentication, Integration\Model\CustomerTokenService), exactly.
export const CUSTOMER_NOT_AUTHORIZED = "The current customer isn't authorized."

export const INPUT_REQUIRED = '"input" value should be specified'
export const EMAIL_EXISTS =
  "A customer with the same email address already exists in an associated website."
export const invalidEmailAddress = (email: string): string =>
  `"${email}" is not a valid email address.`
export const requiredParametersMissing = (labels: readonly string[]): string =>
  `Required parameters are missing: ${labels.join(", ")}`

export const passwordTooLong = (max: number): string =>
  `Please enter a password with at most ${max} characters.`
export const passwordTooShort = (min: number): string =>
  `The password needs at least ${min} characters. Create a new password and try again.`
export const PASSWORD_SPACES =
  "The password can't begin or end with a space. Verify the password and try again."
export const passwordClasses = (count: number): string =>
  `Minimum of different classes of characters in password is ${count}. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.`
export const PASSWORD_SAME_AS_EMAIL =
  "The password can't be the same as the email address. Create a new password and try again."

export const SPECIFY_EMAIL = 'Specify the "email" value.'
export const SPECIFY_PASSWORD = 'Specify the "password" value.'
export const SIGN_IN_INCORRECT =
  "The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later."
export const ACCOUNT_NOT_CONFIRMED = "This account isn't confirmed. Verify and try again."
export const ACCOUNT_LOCKED = "The account is locked."
export const INVALID_LOGIN = "Invalid login or password."

export const SPECIFY_CURRENT_PASSWORD = 'Specify the "currentPassword" value.'
export const SPECIFY_NEW_PASSWORD = 'Specify the "newPassword" value.'
export const EMAIL_AND_PASSWORD_REQUIRED = '"email" and "password" values should be specified'
export const PASSWORD_TO_CHANGE_EMAIL = 'Provide the current "password" to change "email".'
export const EMAIL_SHOULD_BE_SPECIFIED = '"Email should be specified'

// Password reset (RequestPasswordResetEmail / ResetPassword resolvers).
export const SPECIFY_AN_EMAIL = "You must specify an email address."
export const EMAIL_INVALID_FORMAT = "The email address has an invalid format."
export const CANNOT_RESET_PASSWORD = "Cannot reset the customer's password"
export const CANNOT_SET_PASSWORD = "Cannot set the customer's password"
export const ACCOUNT_IS_LOCKED = "The account is locked"
export const RESET_TOKEN_REQUIRED = "resetPasswordToken must be specified"
export const NEW_PASSWORD_REQUIRED = "newPassword must be specified"

// Account confirmation (ConfirmEmail / ResendConfirmationEmail, Magento 2.4.7).
export const EMAIL_IS_INVALID = "Email is invalid"
export const ALREADY_ACTIVE = "The account is already active."
export const CONFIRMATION_TOKEN_INVALID =
  "The confirmation token is invalid. Verify the token and try again."
export const CONFIRMATION_NOT_NEEDED = "Confirmation isn't needed."
export const ERROR_CONFIRMING = "There was an error confirming the account"
export const EMAIL_ADDRESS_NOT_VALID = "Email address is not valid"
export const NO_USER_WITH_EMAIL = "There is no user registered with that email address."

// Addresses (CreateCustomerAddress, GetCustomerAddress, DeleteCustomerAddress).
export const addressNotFound = (id: string | number): string =>
  `Could not find a address with ID "${id}"`
export const addressNotOwned = (id: string | number): string =>
  `Current customer does not have permission to address with ID "${id}"`
export const ADDRESS_ID_REQUIRED = 'Address "id" value should be specified'
export const ADDRESS_UID_REQUIRED = 'Address "uid" value must be specified'
export const addressNotFoundByUid = (uid: string): string =>
  `Could not find an address with ID "${uid}"`
/** AbstractAggregateException's message once a second error is added. */
export const SEVERAL_INPUT_ERRORS = "One or more input exceptions have occurred."
export const defaultBillingNotDeletable = (id: number): string =>
  `Customer Address ${id} is set as default billing address and cannot be deleted`
export const defaultShippingNotDeletable = (id: number): string =>
  `Customer Address ${id} is set as default shipping address and cannot be deleted`

// Orders (SalesGraphQl).
export const orderNotOfCustomer = (number: string): string =>
  `Order number "${number}" doesn't belong to the current customer`
