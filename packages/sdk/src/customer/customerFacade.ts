// `storefront.customer`: sign-in, registration, the profile and passwords.
import type { ObservableState } from "../content/observableState.js"
import type { FacadeRun } from "../facadeRun.js"
import {
  type CallTable,
  observe,
  pick,
  type ServiceFacade,
  serviceCalls,
  whole,
} from "../serviceCalls.js"
import type { AccountStatus } from "./accountState.js"
import { Customer } from "./Customer.js"
import type { CustomerSession, HomeRequest } from "./customerModel.js"

const customerCalls = {
  /**
   * Signs in (merging a guest cart into the customer's).
   * @example const profile = await storefront.customer.signIn({ email, password })
   */
  signIn: whole,
  /**
   * Signs out and forgets the customer's cart and token.
   * @example await storefront.customer.signOut()
   */
  signOut: whole,
  /**
   * Creates an account, then signs in unless the store asks for confirmation.
   * @example const { status } = await storefront.customer.register({ email, password, firstname, lastname })
   */
  register: whole,
  /**
   * The profile; null without a customer token; a failed fetch signs out.
   * @example const profile = await storefront.customer.load()
   */
  load: whole,
  /**
   * Updates the fields given (a changed e-mail needs `password`).
   * @example await storefront.customer.updateProfile({ firstname: "Ann" })
   */
  updateProfile: whole,
  /**
   * Changes the password.
   * @example await storefront.customer.changePassword({ currentPassword, newPassword })
   */
  changePassword: whole,
  /**
   * Sends the password reset e-mail.
   * @example await storefront.customer.requestPasswordReset({ email })
   */
  requestPasswordReset: pick("email"),
  /**
   * Sets a new password with the e-mailed token.
   * @example await storefront.customer.resetPassword({ email, resetPasswordToken, newPassword })
   */
  resetPassword: whole,
  /**
   * Confirms a new account with the e-mailed link's key; then the customer can sign in.
   * @example await storefront.customer.confirmAccount({ email, confirmationKey })
   */
  confirmAccount: pick("email", "confirmationKey"),
  /**
   * Whether no account uses the e-mail.
   * @example const available = await storefront.customer.isEmailAvailable({ email })
   */
  isEmailAvailable: pick("email"),
} satisfies CallTable<Customer["Service"]>

export interface CustomerFacade extends ServiceFacade<Customer["Service"], typeof customerCalls> {
  /**
   * Signed in? and who (spec §3 client state "customer").
   * @example storefront.customer.session.subscribe(({ signedIn }) => render(signedIn))
   */
  readonly session: ObservableState<CustomerSession>
  /**
   * A new value asks the UI to navigate home (authorization failure, password reset).
   * @example storefront.customer.homeRequest.subscribe((request) => request && navigate("/"))
   */
  readonly homeRequest: ObservableState<HomeRequest | null>
  /**
   * Busy flag and last error message per account action.
   * @example const { busy } = storefront.customer.status.get()
   */
  readonly status: ObservableState<AccountStatus>
}

export const customerFacade = (
  run: FacadeRun<Customer>,
  service: () => Customer["Service"],
): CustomerFacade => ({
  session: observe(() => service().session),
  homeRequest: observe(() => service().homeRequest),
  status: observe(() => service().status),
  ...serviceCalls(run, Customer, customerCalls),
})
