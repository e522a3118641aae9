import { countrySeed, currencySeed } from "../directory/directorySeed.js"
import { storeMediaSeed } from "../media/mediaSeed.js"
import { storeSeed } from "../store/storeSeed.js"
import type { SeedStep } from "./seed.js"

/**
 * Every seed step, in dependency order. A later issue appends its steps (catalogue, CMS…);
 * databases seeded before simply run the new steps at their next start.
 */
export const seedSteps: readonly SeedStep[] = [currencySeed, countrySeed, storeSeed, storeMediaSeed]
