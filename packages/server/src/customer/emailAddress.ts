// The practical core of Magento's \Magento\Framework\Validator\EmailAddress: a local part and a
// dotted host name, no spaces, one @.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/

export const isValidEmail = (email: string): boolean =>
  email.length <= 254 && EMAIL.test(email) && !email.includes("..")
