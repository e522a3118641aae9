import type { SavedAddress, SavedAddressInput } from "@shutter/sdk"
import { type Command, InvalidArgumentError } from "commander"
import type { CliDeps } from "../deps.js"
import { printValue } from "../output.js"
import { type GlobalOptions, withStorefront } from "../run.js"
import { renderTable } from "../table.js"
import { subcommand } from "./subcommand.js"

interface AddressOptions {
  readonly firstname?: string
  readonly lastname?: string
  readonly company?: string
  readonly street?: string
  readonly apartment?: string
  readonly city?: string
  readonly region?: string
  readonly regionId?: number
  readonly postcode?: string
  readonly country?: string
  readonly telephone?: string
  readonly defaultShipping?: boolean
  readonly defaultBilling?: boolean
}

const addressId = (value: string): number => {
  const id = Number(value)
  if (!Number.isInteger(id) || id <= 0)
    throw new InvalidArgumentError(`an address id is a whole number, got '${value}'`)
  return id
}

const inputOf = (options: AddressOptions): SavedAddressInput => {
  const entries = Object.entries({
    firstname: options.firstname,
    lastname: options.lastname,
    company: options.company,
    street: options.street,
    apartment: options.apartment,
    city: options.city,
    region: options.region,
    regionId: options.regionId,
    postcode: options.postcode,
    countryCode: options.country?.toUpperCase(),
    telephone: options.telephone,
    defaultShipping: options.defaultShipping,
    defaultBilling: options.defaultBilling,
  }).filter(([, value]) => value !== undefined)
  return Object.fromEntries(entries) as SavedAddressInput
}

const oneLine = (a: SavedAddress): string =>
  [a.street.join(", "), a.city, a.region?.code ?? a.region?.name, a.postcode, a.countryCode]
    .filter((part) => part !== null && part !== undefined && part !== "")
    .join(", ")

const defaults = (a: SavedAddress): string =>
  [a.defaultShipping ? "shipping" : "", a.defaultBilling ? "billing" : ""]
    .filter((d) => d !== "")
    .join(", ")

const addressRows = (a: SavedAddress): ReadonlyArray<readonly [string, unknown]> => [
  ["Id", a.id],
  ["Name", `${a.firstname} ${a.lastname}`],
  ["Company", a.company],
  ["Address", oneLine(a)],
  ["Telephone", a.telephone],
  ["Default", defaults(a)],
]

const withAddressOptions = (command: Command): Command =>
  command
    .option("--firstname <name>", "first name")
    .option("--lastname <name>", "last name")
    .option("--company <company>", "company")
    .option("--street <street>", "street line")
    .option("--apartment <apartment>", "apartment, suite, unit")
    .option("--city <city>", "city")
    .option("--region <region>", "region code or name, e.g. CA")
    .option("--region-id <id>", "region id (instead of --region)", addressId)
    .option("--postcode <postcode>", "postcode")
    .option("--country <code>", "country code, e.g. US")
    .option("--telephone <phone>", "telephone")
    .option("--default-shipping", "make it the default shipping address")
    .option("--default-billing", "make it the default billing address")

/** `shutter address …`: the signed-in customer's address book. */
export const addressCommand = (deps: CliDeps, globals: () => GlobalOptions): Command =>
  subcommand("address", deps)
    .description("the signed-in customer's address book: list, add, edit, delete")
    .addCommand(
      subcommand("list", deps)
        .description("the saved addresses")
        .action(() =>
          withStorefront(deps, globals(), async (storefront, global) => {
            const addresses = await storefront.addresses.list()
            if (global.json) printValue(deps, true, { addresses }, [])
            else if (addresses.length === 0) deps.out("No saved addresses.")
            else
              deps.out(
                renderTable(
                  ["Id", "Name", "Address", "Default"],
                  addresses.map((a) => [
                    String(a.id),
                    `${a.firstname} ${a.lastname}`,
                    oneLine(a),
                    defaults(a),
                  ]),
                ),
              )
          }),
        ),
    )
    .addCommand(
      withAddressOptions(subcommand("add", deps).description("save a new address")).action(
        (options: AddressOptions) =>
          withStorefront(deps, globals(), async (storefront, global) => {
            const address = await storefront.addresses.add(inputOf(options))
            printValue(deps, global.json, { address }, addressRows(address))
          }),
      ),
    )
    .addCommand(
      withAddressOptions(
        subcommand("edit", deps)
          .description("change the fields given of a saved address")
          .argument("<id>", "the address id (see address list)", addressId),
      ).action((id: number, options: AddressOptions) =>
        withStorefront(deps, globals(), async (storefront, global) => {
          const address = await storefront.addresses.update({ id, address: inputOf(options) })
          printValue(deps, global.json, { address }, addressRows(address))
        }),
      ),
    )
    .addCommand(
      subcommand("delete", deps)
        .description("delete a saved address (not a default one)")
        .argument("<id>", "the address id", addressId)
        .action((id: number) =>
          withStorefront(deps, globals(), async (storefront, global) => {
            const deleted = await storefront.addresses.remove({ id })
            if (global.json) printValue(deps, true, { deleted }, [])
            else deps.out(deleted ? `Address ${id} deleted.` : `Address ${id} was not deleted.`)
          }),
        ),
    )
