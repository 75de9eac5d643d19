import * as v from 'valibot'
import { RPC_TIMEOUT_MS } from '../internal/core.js'
import { BitcoinEsploraError } from '../internal/errors.js'

const Sats = v.pipe(v.number(), v.integer(), v.minValue(0))
const Stats = v.object({ funded_txo_sum: Sats, spent_txo_sum: Sats })

/** Esplora's `/address/:address` (the parts used). */
const AddressSchema = v.object({ chain_stats: Stats, mempool_stats: Stats })

/**
 * Calls an Esplora route and parses its answer (JSON with `schema`, else text). Settles within
 * `RPC_TIMEOUT_MS` whatever the API does: an unreachable, slow, failing or malformed API is an
 * `BitcoinEsploraError`, never a pending promise.
 */
export async function esplora<T extends v.GenericSchema | undefined>(
  base: string,
  path: string,
  schema: T,
  init: { method?: string; body?: string } = {},
): Promise<T extends v.GenericSchema ? v.InferOutput<T> : string> {
  let response: Response
  let text: string
  try {
    const signal = AbortSignal.timeout(RPC_TIMEOUT_MS)
    response = await fetch(`${base.replace(/\/+$/, '')}${path}`, { ...init, signal })
    text = await response.text()
  } catch (cause) {
    throw new BitcoinEsploraError('The Bitcoin API could not be reached', { cause })
  }
  if (!response.ok)
    throw new BitcoinEsploraError(`The Bitcoin API answered HTTP ${response.status}`, {
      details: text.slice(0, 300),
    })
  if (!schema) return text.trim() as never
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (cause) {
    throw new BitcoinEsploraError('Malformed answer from the Bitcoin API', { cause })
  }
  const parsed = v.safeParse(schema, json)
  if (!parsed.success) throw new BitcoinEsploraError('Malformed answer from the Bitcoin API')
  return parsed.output as never
}

/** Confirmed + mempool sats of an address (Esplora's funded − spent sums). */
export async function addressBalance(base: string, address: string): Promise<bigint> {
  const { chain_stats: c, mempool_stats: m } = await esplora(
    base,
    `/address/${encodeURIComponent(address)}`,
    AddressSchema,
  )
  return BigInt(c.funded_txo_sum - c.spent_txo_sum + m.funded_txo_sum - m.spent_txo_sum)
}
