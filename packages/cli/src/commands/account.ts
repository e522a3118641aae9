import type { CustomerProfile, RegisterResult } from "@shutter/sdk"
import { type Command, Option } from "commander"
import type { CliDeps } from "../deps.js"
import { printValue } from "../output.js"
import { type GlobalOptions, withStorefront } from "../run.js"
import { subcommand } from "./subcommand.js"

const profileRows = (customer: CustomerProfile): ReadonlyArray<readonly [string, unknown]> => [
  ["Email", customer.email],
  ["Name", `${customer.firstname} ${customer.lastname}`],
  ["Date of birth", customer.dateOfBirth],
  ["Newsletter", customer.isSubscribed ? "subscribed" : "not subscribed"],
  ["Default billing", customer.defaultBillingId],
  ["Default shipping", customer.defaultShippingId],
]

/** The SDK's notices of the last call (sign-in, sign-out, confirmation…), one line each. */
const printNotices = (deps: CliDeps, json: boolean, messages: ReadonlyArray<string>) => {
  if (!json) for (const message of messages) deps.out(message)
}

const mandatory = (flags: string, description: string) =>
  new Option(flags, description).makeOptionMandatory()

interface Credentials {
  readonly email: string
  readonly password: string
}

const loginCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  subcommand("login", deps)
    .description("sign in; the customer token is kept in the state folder")
    .addOption(mandatory("--email <email>", "the account's e-mail"))
    .addOption(mandatory("--password <password>", "the account's password"))
    .action((options: Credentials) =>
      withStorefront(deps, globals(), async (storefront, global) => {
        const customer = await storefront.customer.signIn(options)
        printNotices(
          deps,
          global.json,
          storefront.notifications.get().map((n) => n.message),
        )
        printValue(deps, global.json, { customer }, profileRows(customer))
      }),
    )

const logoutCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  subcommand("logout", deps)
    .description("sign out: the token is revoked, the token and cart id forgotten")
    .action(() =>
      withStorefront(deps, globals(), async (storefront, global) => {
        await storefront.customer.signOut()
        const messages = storefront.notifications.get().map((n) => n.message)
        if (global.json) printValue(deps, true, { signed_out: true, messages }, [])
        else printNotices(deps, false, messages)
      }),
    )

interface RegisterOptions extends Credentials {
  readonly firstname: string
  readonly lastname: string
  readonly subscribe?: boolean
}

const registerCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  subcommand("register", deps)
    .description("create an account, then sign in (or confirm by e-mail first, if the shop asks)")
    .addOption(mandatory("--email <email>", "e-mail"))
    .addOption(mandatory("--password <password>", "password"))
    .addOption(mandatory("--firstname <name>", "first name"))
    .addOption(mandatory("--lastname <name>", "last name"))
    .option("--subscribe", "subscribe to the newsletter")
    .action((options: RegisterOptions) =>
      withStorefront(deps, globals(), async (storefront, global) => {
        const result: RegisterResult = await storefront.customer.register({
          email: options.email,
          password: options.password,
          firstname: options.firstname,
          lastname: options.lastname,
          ...(options.subscribe === true ? { isSubscribed: true } : {}),
        })
        printNotices(
          deps,
          global.json,
          storefront.notifications.get().map((n) => n.message),
        )
        printValue(
          deps,
          global.json,
          result,
          result.status === "signed-in" ? profileRows(result.customer) : [],
        )
      }),
    )

const whoamiCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  subcommand("whoami", deps)
    .description("the signed-in customer (nothing when signed out)")
    .action(() =>
      withStorefront(deps, globals(), async (storefront, global) => {
        const customer = await storefront.customer.load()
        if (customer === null && !global.json) deps.out("Not signed in.")
        else printValue(deps, global.json, { customer }, customer ? profileRows(customer) : [])
      }),
    )

interface ProfileOptions {
  readonly firstname?: string
  readonly lastname?: string
  readonly dob?: string
  readonly subscribe?: boolean
}

const profileCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  subcommand("profile", deps)
    .description("show or change the name, date of birth and newsletter subscription")
    .option("--firstname <name>", "first name")
    .option("--lastname <name>", "last name")
    .option("--dob <date>", "date of birth, YYYY-MM-DD")
    .option("--subscribe", "subscribe to the newsletter")
    .option("--no-subscribe", "unsubscribe from the newsletter")
    .action((options: ProfileOptions) =>
      withStorefront(deps, globals(), async (storefront, global) => {
        const changes = {
          ...(options.firstname === undefined ? {} : { firstname: options.firstname }),
          ...(options.lastname === undefined ? {} : { lastname: options.lastname }),
          ...(options.dob === undefined ? {} : { dateOfBirth: options.dob }),
          ...(options.subscribe === undefined ? {} : { isSubscribed: options.subscribe }),
        }
        const customer =
          Object.keys(changes).length === 0
            ? await storefront.customer.load()
            : await storefront.customer.updateProfile(changes)
        if (customer === null && !global.json) deps.out("Not signed in.")
        else printValue(deps, global.json, { customer }, customer ? profileRows(customer) : [])
      }),
    )

const emailCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  subcommand("email", deps)
    .description("change the account's e-mail (Magento asks for the password)")
    .addOption(mandatory("--email <email>", "the new e-mail"))
    .addOption(mandatory("--password <password>", "the current password"))
    .action((options: Credentials) =>
      withStorefront(deps, globals(), async (storefront, global) => {
        const customer = await storefront.customer.updateProfile(options)
        printValue(deps, global.json, { customer }, profileRows(customer))
      }),
    )

interface PasswordOptions {
  readonly current: string
  readonly new: string
}

const passwordCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  subcommand("password", deps)
    .description("change the password")
    .addOption(mandatory("--current <password>", "the current password"))
    .addOption(mandatory("--new <password>", "the new password"))
    .action((options: PasswordOptions) =>
      withStorefront(deps, globals(), async (storefront, global) => {
        await storefront.customer.changePassword({
          currentPassword: options.current,
          newPassword: options.new,
        })
        const messages = storefront.notifications.get().map((n) => n.message)
        if (global.json) printValue(deps, true, { changed: true, messages }, [])
        else printNotices(deps, false, messages)
      }),
    )

const resetCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  subcommand("reset", deps)
    .description("forgotten password: request the e-mail, then set a new password with its token")
    .addCommand(
      subcommand("request", deps)
        .description("send the password reset e-mail")
        .addOption(mandatory("--email <email>", "the account's e-mail"))
        .action((options: { readonly email: string }) =>
          withStorefront(deps, globals(), async (storefront, global) => {
            const sent = await storefront.customer.requestPasswordReset(options)
            if (global.json) printValue(deps, true, { sent }, [])
            else
              deps.out(`If there is an account for ${options.email}, a reset link is on its way.`)
          }),
        ),
    )
    .addCommand(
      subcommand("complete", deps)
        .description("set a new password with the token of the reset link")
        .addOption(mandatory("--email <email>", "the account's e-mail"))
        .addOption(mandatory("--token <token>", "the token of the reset link"))
        .addOption(mandatory("--password <password>", "the new password"))
        .action(
          (options: {
            readonly email: string
            readonly token: string
            readonly password: string
          }) =>
            withStorefront(deps, globals(), async (storefront, global) => {
              await storefront.customer.resetPassword({
                email: options.email,
                resetPasswordToken: options.token,
                newPassword: options.password,
              })
              const messages = storefront.notifications.get().map((n) => n.message)
              if (global.json) printValue(deps, true, { reset: true, messages }, [])
              else printNotices(deps, false, messages)
            }),
        ),
    )

/** `shutter account …`: the customer account (spec §4 Login, Logout, Register, Password reset). */
export const accountCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  subcommand("account", deps)
    .description("customer account: register, sign in and out, profile, e-mail, password, reset")
    .addCommand(registerCommand(deps, globals))
    .addCommand(loginCommand(deps, globals))
    .addCommand(logoutCommand(deps, globals))
    .addCommand(whoamiCommand(deps, globals))
    .addCommand(profileCommand(deps, globals))
    .addCommand(emailCommand(deps, globals))
    .addCommand(passwordCommand(deps, globals))
    .addCommand(resetCommand(deps, globals))
