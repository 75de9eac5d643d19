const PROTOCOLS = ['http:', 'https:', 'ws:', 'wss:']

/**
 * Whether `value` is an absolute http, https, ws or wss URL: the only schemes Gangway sends
 * requests to (service base URLs, RPC URLs, explorer links).
 *
 * @example
 * import { isServiceUrl } from '@gangway/core/internal'
 * isServiceUrl('wss://relay.example.com') // true
 * isServiceUrl('javascript:alert(1)') // false
 */
/* @__NO_SIDE_EFFECTS__ */
export function isServiceUrl(value: string): boolean {
  try {
    return PROTOCOLS.includes(new URL(value).protocol)
  } catch {
    return false
  }
}
