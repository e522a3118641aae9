// The real backend (fixture catalogue in a throwaway PGlite) and the real web server over dist/.
import { startTestServer } from "@shutter/server/testing"
import { startWebServer } from "../server/index.js"

export interface BenchServers {
  readonly webUrl: string
  readonly close: () => Promise<void>
}

export const startBenchServers = async (distDir: string): Promise<BenchServers> => {
  const backend = await startTestServer()
  try {
    const web = await startWebServer({ backendUrl: backend.url, distDir })
    return {
      webUrl: web.url,
      close: async () => {
        await web.close()
        await backend.close()
      },
    }
  } catch (error) {
    await backend.close()
    throw error
  }
}
