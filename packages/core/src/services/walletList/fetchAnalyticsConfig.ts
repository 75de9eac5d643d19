import type { Engine } from '../../engine/types.js'
import { boolean, object } from '../../validation/checks.js'
import { responseSchema } from '../../validation/responseSchema.js'
import { getServiceClients } from '../getServiceClients.js'

/**
 * `getAnalyticsConfig`: `{ isAnalyticsEnabled }` (kept here: analytics needs no wallet schema).
 * With the checks, not valibot: it is read on the first open (validation/responseSchema.ts).
 */
const AnalyticsConfigSchema = /* @__PURE__ */ responseSchema(
  /* @__PURE__ */ object({ isAnalyticsEnabled: boolean }),
  ({ isAnalyticsEnabled }: { isAnalyticsEnabled: boolean }) => ({ isAnalyticsEnabled }),
)

/**
 * Asks the wallet-list service whether analytics is enabled for the project (`GET
 * /getAnalyticsConfig`, spec §7).
 *
 * @param engine The Gangway engine.
 * @param params An optional abort signal.
 * @returns `isAnalyticsEnabled`.
 * @throws Like `fetchWallets`.
 * @example
 * import { fetchAnalyticsConfig } from '@gangway/core/services'
 * const { isAnalyticsEnabled } = await fetchAnalyticsConfig(engine)
 */
export function fetchAnalyticsConfig(
  engine: Engine,
  params: { signal?: AbortSignal } = {},
): Promise<{ isAnalyticsEnabled: boolean }> {
  return getServiceClients(engine).walletList.get('/getAnalyticsConfig', {
    schema: AnalyticsConfigSchema,
    ...(params.signal ? { signal: params.signal } : {}),
  })
}
