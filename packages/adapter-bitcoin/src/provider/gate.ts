import { createGate } from '../internal/core.js'

/**
 * Runs an unsafe wallet request behind core's approval gate (spec §6): `params` is what
 * ApproveTransaction shows; sends and broadcasts are transactions.
 */
export const gated = createGate('bip122', (method) => /send|broadcast/i.test(method))
