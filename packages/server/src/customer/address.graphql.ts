// Resolvers of the address book and Customer.addresses.

import type { GraphqlContext } from "../graphql/context.js"
import { inputError } from "../graphql/errors.js"
import type {
  MutationCreateCustomerAddressArgs,
  MutationDeleteCustomerAddressArgs,
  MutationDeleteCustomerAddressV2Args,
  MutationUpdateCustomerAddressArgs,
  MutationUpdateCustomerAddressV2Args,
} from "../graphql/generated/resolvers.js"
import { addressesOfCustomer } from "./addressRepository.js"
import {
  addressObject,
  createCustomerAddress,
  deleteCustomerAddress,
  updateCustomerAddress,
} from "./customerAddress.js"
import {
  ADDRESS_ID_REQUIRED,
  ADDRESS_UID_REQUIRED,
  addressNotFoundByUid,
} from "./customerMessages.js"
import type { CustomerObject } from "./customerView.js"

export { addressTypeDefs } from "./addressTypeDefs.js"

/** A V2 uid is the base64 of the address id; anything else names no address. */
const idOfUid = (uid: string): number => {
  if (uid.trim() === "") throw inputError(ADDRESS_UID_REQUIRED)
  const decoded = Buffer.from(uid, "base64").toString("utf8")
  return /^[1-9]\d{0,9}$/.test(decoded) ? Number(decoded) : -1
}

const idOf = (id: number): number => {
  if (!id) throw inputError(ADDRESS_ID_REQUIRED)
  return id
}

export const addressResolvers = {
  Mutation: {
    createCustomerAddress: async (
      _: unknown,
      args: MutationCreateCustomerAddressArgs,
      context: GraphqlContext,
    ) => addressObject(await createCustomerAddress(context, args.input)),
    updateCustomerAddress: async (
      _: unknown,
      args: MutationUpdateCustomerAddressArgs,
      context: GraphqlContext,
    ) => addressObject(await updateCustomerAddress(context, idOf(args.id), args.input)),
    deleteCustomerAddress: (
      _: unknown,
      args: MutationDeleteCustomerAddressArgs,
      context: GraphqlContext,
    ) => deleteCustomerAddress(context, idOf(args.id)),
    updateCustomerAddressV2: async (
      _: unknown,
      args: MutationUpdateCustomerAddressV2Args,
      context: GraphqlContext,
    ) =>
      addressObject(
        await updateCustomerAddress(
          context,
          idOfUid(args.uid),
          args.input,
          addressNotFoundByUid(args.uid),
        ),
      ),
    deleteCustomerAddressV2: (
      _: unknown,
      args: MutationDeleteCustomerAddressV2Args,
      context: GraphqlContext,
    ) => deleteCustomerAddress(context, idOfUid(args.uid), addressNotFoundByUid(args.uid)),
  },
  Customer: {
    addresses: async (customer: CustomerObject, _args: unknown, context: GraphqlContext) => {
      const rows = await addressesOfCustomer(context.db, customer.__customerId)
      const defaults = {
        defaultBilling: customer.default_billing === null ? null : Number(customer.default_billing),
        defaultShipping:
          customer.default_shipping === null ? null : Number(customer.default_shipping),
      }
      return rows.map((row) => addressObject({ row, customer: defaults }))
    },
  },
}
