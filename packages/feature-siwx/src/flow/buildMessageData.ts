import { getAddress } from 'viem'
import { DEFAULT_SESSION_MS, SIWX_VERSION } from '../constants.js'
import type { SessionPage } from '../session/isSessionFor.js'
import type { SiwxFeatureOptions } from '../siwxFeature.js'
import type { SiwxMessageData } from '../types.js'
import type { CurrentConnection } from './currentConnection.js'

/**
 * The message fields for the current connection, before the nonce (a server may issue it).
 * Domain and URI default to the page's host and origin (the wallet compares them with the page).
 */
export function buildMessageData(
  options: SiwxFeatureOptions,
  connection: Pick<CurrentConnection, 'namespace' | 'address' | 'chainId'>,
  appUrl: string | undefined,
  now = Date.now(),
): Omit<SiwxMessageData, 'nonce'> {
  const page = pageOf(options, appUrl)
  const expiresIn = options.expiresIn === undefined ? DEFAULT_SESSION_MS : options.expiresIn
  return {
    domain: page.domain,
    // Empty before the wallet is known (one-click sign-in asks before pairing).
    accountAddress:
      connection.namespace === 'eip155' && connection.address
        ? getAddress(connection.address)
        : connection.address,
    ...(options.statement !== undefined ? { statement: options.statement } : {}),
    uri: page.uri,
    version: SIWX_VERSION,
    chainId: connection.chainId,
    issuedAt: new Date(now).toISOString(),
    ...(expiresIn !== null ? { expirationTime: new Date(now + expiresIn).toISOString() } : {}),
    ...(options.resources?.length ? { resources: [...options.resources] } : {}),
  }
}

/**
 * The domain and URI this page signs in with, and the only ones a session may carry to count
 * here: the options' own, else the page's `location.host` and `location.origin` (the app's
 * metadata URL where there is no page: server rendering, tests).
 */
export function pageOf(options: SiwxFeatureOptions, appUrl: string | undefined): SessionPage {
  const page = new URL(typeof location === 'undefined' ? (appUrl ?? 'invalid:') : location.href)
  return { domain: options.domain ?? page.host, uri: options.uri ?? page.origin }
}
