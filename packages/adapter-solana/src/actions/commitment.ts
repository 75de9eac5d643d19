import type { PreflightCommitment } from '../types.js'

/** What a wallet's send takes: the three current commitment names. */
export type Commitment = 'processed' | 'confirmed' | 'finalized'

// Spec §5 lists the current names and the legacy ones; the legacy ones map like web3.js does.
const LEGACY: Record<string, Commitment> = {
  recent: 'processed',
  single: 'confirmed',
  singleGossip: 'confirmed',
  root: 'finalized',
  max: 'finalized',
}

/** Spec §5: every preflight commitment value the spec names. */
export const PREFLIGHT_COMMITMENTS: readonly PreflightCommitment[] = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
]

/**
 * A preflight commitment in the current names (`recent` → `processed`, `single` and
 * `singleGossip` → `confirmed`, `root` and `max` → `finalized`); `undefined` stays undefined and
 * any other value is refused.
 */
export function toCommitment(value: PreflightCommitment | undefined): Commitment | undefined {
  if (value === undefined) return undefined
  if (value === 'processed' || value === 'confirmed' || value === 'finalized') return value
  const mapped = LEGACY[value]
  if (!mapped) throw new TypeError(`Invalid preflight commitment: ${String(value)}`)
  return mapped
}
