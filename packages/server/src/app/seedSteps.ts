import { adminSeed } from "../admin/adminSeed.js"
import { catalogSeed } from "../catalog/catalogSeed.js"
import { contentSeed } from "../content/contentSeed.js"
import type { SeedStep } from "../db/seed.js"
import { countrySeed, currencySeed } from "../directory/directorySeed.js"
import { storeMediaSeed } from "../media/mediaSeed.js"
import { reviewSeed } from "../review/reviewSeed.js"
import { customerSeed } from "../sales/customerSeed.js"
import { salesRuleSeed } from "../salesRule/salesRuleSeed.js"
import { searchCategoryWeightSeed } from "../search/searchCategoryWeightSeed.js"
import { searchHeadsSeed } from "../search/searchHeads.js"
import { searchSynonymSeed } from "../search/searchSynonymSeed.js"
import { checkoutConfigSeed } from "../shipping/checkoutConfigSeed.js"
import { storeSeed } from "../store/storeSeed.js"
import { taxSeed } from "../tax/taxSeed.js"
import { warrantyLeadsSeed, warrantySeed } from "../warranty/warrantySeed.js"

/**
 * Every seed step, in dependency order. A new step goes at the end: databases seeded before run
 * it at their next start.
 */
export const seedSteps: readonly SeedStep[] = [
  currencySeed,
  countrySeed,
  storeSeed,
  storeMediaSeed,
  catalogSeed,
  searchSynonymSeed,
  contentSeed,
  reviewSeed,
  taxSeed,
  salesRuleSeed,
  warrantySeed,
  checkoutConfigSeed,
  customerSeed,
  warrantyLeadsSeed,
  adminSeed,
  searchCategoryWeightSeed,
  searchHeadsSeed,
]
