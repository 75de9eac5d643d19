import { createGate } from '../internal/core.js'

/**
 * Runs an unsafe wallet request behind core's approval gate (spec §6): `params` is what
 * ApproveTransaction shows; the request sends a transaction when its method sends.
 */
export const gated = createGate('solana', (method) => method.includes('Send'))
