import type { ResolvedConfig } from '../config/types.js'

/**
 * Whether sign-in with wallet is configured as required: `siwx: { required: true }` or a
 * `getRequired()` that returns true. The option is opaque to core beyond that.
 *
 * @example
 * import { isSiwxRequired } from '@gangway/core/internal'
 * if (isSiwxRequired(engine.config)) …
 */
export function isSiwxRequired(config: Pick<ResolvedConfig, 'siwx'>): boolean {
  const siwx = config.siwx
  if (typeof siwx !== 'object' || siwx === null) return false
  if ('required' in siwx && siwx.required === true) return true
  return (
    'getRequired' in siwx && typeof siwx.getRequired === 'function' && siwx.getRequired() === true
  )
}
