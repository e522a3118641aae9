// The warranty provider's offers API, served by us over plain HTTP like a provider would:
// GET /warranty/offers?storeId=…&productId=<sku>, and the aftermarket leads behind an offer link
// (`?leadToken=`): GET /warranty/leads/<token>?region=US. In a Magento store the storefront asks the
// provider (storeConfig.warranty_environment); Magento's GraphQL never lists offers.
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http"
import type { Db } from "../db/database.js"
import type { Logger } from "../platform/logger.js"
import { leadByToken, offersForSku } from "./warrantyRepository.js"

/** Where the offers API is mounted; storeConfig.warranty_environment points here. */
export const WARRANTY_PATH = "/warranty"
const OFFERS_PATH = `${WARRANTY_PATH}/offers`
const LEADS_PATH = `${WARRANTY_PATH}/leads/`

/** The provider's region when a lead request names none. */
export const DEFAULT_WARRANTY_REGION = "US"

/** An unknown, expired or other-region lead. */
export const LEAD_NOT_FOUND = "This protection offer is no longer available."

/** One plan of the offers response; price in cents, term in months. */
export interface WarrantyOfferPlan {
  readonly planId: string
  readonly offerPlanId: string
  readonly coverageType: string
  readonly price: number
  readonly term: number
  readonly title: string
}

export interface WarrantyOffersResponse {
  /** The sku asked for. */
  readonly productId: string
  /** The product's id: the `product` field of the plan payload sent to addWarrantyToCart. */
  readonly product: string | null
  readonly plans: ReadonlyArray<WarrantyOfferPlan>
}

const send = (res: ServerResponse, status: number, body: unknown, cache = "no-store") => {
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": cache,
    // A provider's API is called from any storefront origin.
    "access-control-allow-origin": "*",
  })
  res.end(JSON.stringify(body))
}

const answer = async (db: Db, url: URL, res: ServerResponse) => {
  const sku = url.searchParams.get("productId")?.trim() ?? ""
  if (sku === "") {
    send(res, 400, { message: 'Required parameter "productId" is missing.', plans: [] })
    return
  }
  const found = await offersForSku(db, sku)
  const body: WarrantyOffersResponse = {
    productId: sku,
    product: found === undefined ? null : String(found.productId),
    plans: (found?.offers ?? []).map((o) => ({
      planId: o.planId,
      offerPlanId: o.offerPlanId,
      coverageType: o.coverageType,
      price: o.price,
      term: o.term,
      title: o.title,
    })),
  }
  // Unknown product: 404 with no plans. Known without offers: 200 with no plans.
  send(res, found === undefined ? 404 : 200, body, "public, max-age=60")
}

export interface WarrantyLeadResponse extends WarrantyOffersResponse {
  readonly leadToken: string
  readonly region: string
  /** The product's name, for the offer dialog. */
  readonly name: string
}

const answerLead = async (db: Db, url: URL, res: ServerResponse) => {
  const token = decodeURIComponent(url.pathname.slice(LEADS_PATH.length))
  const region = url.searchParams.get("region")?.trim() || DEFAULT_WARRANTY_REGION
  const lead = token === "" ? undefined : await leadByToken(db, token, region)
  if (lead === undefined) {
    send(res, 404, { message: LEAD_NOT_FOUND, plans: [] })
    return
  }
  const body: WarrantyLeadResponse = {
    leadToken: token,
    region,
    productId: lead.sku,
    product: String(lead.productId),
    name: lead.name,
    plans: lead.offers.map((o) => ({
      planId: o.planId,
      offerPlanId: o.offerPlanId,
      coverageType: o.coverageType,
      price: o.price,
      term: o.term,
      title: o.title,
    })),
  }
  send(res, 200, body)
}

/** Wraps the server's listener: answers /warranty/*, passes everything else on. */
export const withWarrantyOffers =
  (next: RequestListener, db: () => Db | undefined, logger: Logger): RequestListener =>
  (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://localhost")
    if (url.pathname !== WARRANTY_PATH && !url.pathname.startsWith(`${WARRANTY_PATH}/`)) {
      next(req, res)
      return
    }
    const isLead = url.pathname.startsWith(LEADS_PATH)
    if (url.pathname !== OFFERS_PATH && !isLead) {
      send(res, 404, { message: "Not found" })
      return
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD" }).end()
      return
    }
    const ready = db()
    if (ready === undefined) {
      send(res, 503, { status: "starting" })
      return
    }
    ;(isLead ? answerLead : answer)(ready, url, res).catch((error: unknown) => {
      logger.error("warranty offers failed", {
        sku: url.searchParams.get("productId"),
        error: String(error),
      })
      if (!res.headersSent) send(res, 500, { message: "Internal error", plans: [] })
      else res.end()
    })
  }
