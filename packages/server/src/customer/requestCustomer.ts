// Who is asking: Magento's token user context. A request carrying a bearer token that is
// unknown, expired or revoked is a guest's, so customer-only operations answer "The current
// customer isn't authorized." (graphql-authorization) and guest ones still work.

import type { Db } from "../db/database.js"
import type { Clock } from "../platform/clock.js"
import { customerIdOfToken } from "./customerRepository.js"
import { digest } from "./secretTokens.js"

export interface RequestCustomer {
  readonly customerId: number | null
  readonly customerTokenHash: string | null
}

const GUEST: RequestCustomer = { customerId: null, customerTokenHash: null }

export const bearerToken = (authorization: string | null): string | null => {
  const match = authorization?.match(/^\s*Bearer\s+(\S+)\s*$/i)
  return match?.[1] ?? null
}

export const resolveRequestCustomer = async (
  db: Db,
  authorization: string | null,
  clock: Clock,
): Promise<RequestCustomer> => {
  const token = bearerToken(authorization)
  if (token === null) return GUEST
  const tokenHash = digest(token)
  const customerId = await customerIdOfToken(db, tokenHash, clock)
  return customerId === undefined ? GUEST : { customerId, customerTokenHash: tokenHash }
}
