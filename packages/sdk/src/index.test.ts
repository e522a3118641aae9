import { describe, expect, it } from "vitest"
import {
  createStorefront,
  GraphqlAuthorizationError,
  GraphqlError,
  memoryStorage,
  type Storefront,
  TransportError,
} from "./index.js"
import { readGraphqlRequest } from "./testing/graphqlRequest.js"

/** A fetch answering every request with the given JSON; records operation names and headers. */
const fakeFetch = (answer: (operationName: string) => unknown) => {
  const calls: Array<{ operationName: string; headers: Headers }> = []
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init)
    const { operationName } = await readGraphqlRequest(request)
    calls.push({ operationName, headers: request.headers })
    return Response.json(answer(operationName))
  }) as typeof globalThis.fetch
  return { fetch, calls }
}

const withStorefront = async (
  storefront: Storefront,
  body: (storefront: Storefront) => Promise<void>,
) => {
  try {
    await body(storefront)
  } finally {
    await storefront.dispose()
  }
}

describe("createStorefront", () => {
  it("resolves storeConfig once and sends the stored customer token", async () => {
    const { fetch, calls } = fakeFetch(() => ({ data: { storeConfig: { store_code: "default" } } }))
    await withStorefront(
      createStorefront({
        endpoint: "https://shop.test/graphql",
        fetch,
        storage: memoryStorage({ cookies: { customerToken: "tok" } }),
      }),
      async (storefront) => {
        expect((await storefront.store.config()).store_code).toBe("default")
        await storefront.store.config()
        expect(calls.map((c) => c.operationName)).toEqual(["storeConfig"])
        expect(calls[0]?.headers.get("authorization")).toBe("Bearer tok")
        expect(calls[0]?.headers.get("store")).toBe("default")
      },
    )
  })

  it("rejects with the tagged error instance itself", async () => {
    const { fetch } = fakeFetch(() => ({
      errors: [
        {
          message: "The country isn't available.",
          extensions: { category: "graphql-no-such-entity" },
        },
      ],
    }))
    await withStorefront(
      createStorefront({ endpoint: "https://shop.test/graphql", fetch }),
      async (storefront) => {
        const error: unknown = await storefront.store.country({ id: "XX" }).catch((e: unknown) => e)
        expect(error).toBeInstanceOf(GraphqlError)
        expect((error as GraphqlError)._tag).toBe("GraphqlError")
        expect((error as GraphqlError).message).toBe("The country isn't available.")
      },
    )
  })

  it("rejects authorization failures as GraphqlAuthorizationError", async () => {
    const { fetch } = fakeFetch(() => ({
      errors: [
        {
          message: "The current customer isn't authorized.",
          extensions: { category: "graphql-authorization" },
        },
      ],
    }))
    await withStorefront(
      createStorefront({ endpoint: "https://shop.test/graphql", fetch }),
      async (storefront) => {
        await expect(storefront.store.currency()).rejects.toBeInstanceOf(GraphqlAuthorizationError)
      },
    )
  })

  it("tells a lost authorization as an event before the call rejects; toasts come from toastFor or the toasts option", async () => {
    const { fetch } = fakeFetch(() => ({
      errors: [
        {
          message: "The current customer isn't authorized.",
          extensions: { category: "graphql-authorization" },
        },
      ],
    }))
    const messagesAfterRefusal = async (storefront: Storefront) => {
      const seen: Array<string> = []
      storefront.events.on("customer:authorization-lost", (event) => seen.push(event.type))
      await storefront.store.currency().catch(() => undefined)
      expect(seen).toEqual(["customer:authorization-lost"])
      return storefront.notifications.get().map((n) => n.message)
    }
    const storage = () => memoryStorage({ cookies: { customerToken: "expired" } })
    await withStorefront(
      createStorefront({ endpoint: "https://shop.test/graphql", fetch, storage: storage() }),
      async (storefront) => {
        expect(await messagesAfterRefusal(storefront)).toEqual([
          "You are not authorized, please log in.",
        ])
      },
    )
    await withStorefront(
      createStorefront({
        endpoint: "https://shop.test/graphql",
        fetch,
        storage: storage(),
        toasts: (event) =>
          event.type === "customer:authorization-lost"
            ? { type: "warning", message: "Bitte melden Sie sich erneut an." }
            : undefined,
      }),
      async (storefront) => {
        expect(await messagesAfterRefusal(storefront)).toEqual(["Bitte melden Sie sich erneut an."])
      },
    )
  })

  it("rejects an unreachable server with TransportError after bounded retries", async () => {
    let attempts = 0
    const fetch = (async () => {
      attempts += 1
      throw new TypeError("fetch failed")
    }) as typeof globalThis.fetch
    await withStorefront(
      createStorefront({ endpoint: "https://shop.test/graphql", fetch }),
      async (storefront) => {
        const error = await storefront.store.countries().catch((e: unknown) => e)
        expect(error).toBeInstanceOf(TransportError)
        expect(attempts).toBe(3)
      },
    )
  })
})
