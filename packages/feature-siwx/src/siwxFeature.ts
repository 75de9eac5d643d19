import type { Feature } from '@gangway/core'
import {
  array,
  boolean,
  checkOptions,
  either,
  func,
  object,
  optional,
  picklist,
  string,
  type,
} from '@gangway/core/internal'
import { SiwxConfigError } from './configError.js'
import type { SiwxSigner, SiwxStorage, SiwxVerifier } from './types.js'

/**
 * The older, single-purpose sign-in hooks (SIWE): a server's nonce and its verdict. Kept for hosts
 * moving over; it cannot be combined with `storage`, `verifiers` or `signer`.
 */
export type SiweConfig = {
  getNonce(): Promise<string>
  /** The server's verdict on a signed message; `false` refuses the session. */
  verifyMessage(args: { message: string; signature: string }): Promise<boolean>
}

/** Options of `siwxFeature`. */
export type SiwxFeatureOptions = {
  /**
   * Sign-in is required (spec §6): without a session the sign-in and approval views cannot be
   * closed, and Cancel disconnects. Default `false`.
   */
  required?: boolean
  /** Where sessions live: `'local'` (default, the browser's storage), `'memory'`, or the host's. */
  storage?: 'local' | 'memory' | SiwxStorage
  /** Verifiers for more namespaces, or to replace the built-in eip155 one (viem over RPC). */
  verifiers?: readonly SiwxVerifier[]
  /** The host's own signer; by default the connected wallet's `personal_sign`. */
  signer?: SiwxSigner
  /** The message's statement line. */
  statement?: string
  /** The session's lifetime in ms (Expiration Time), `null` for none. Default 7 days. */
  expiresIn?: number | null
  /** Resources (URIs) the message lists. */
  resources?: readonly string[]
  /** The message's domain and URI; default the page's `location.host` and `location.origin`. */
  domain?: string
  uri?: string
  /** Disconnecting signs out (clears the account's sessions). Default `true`. */
  signOutOnDisconnect?: boolean
  /**
   * The older SIWE hooks; see {@link SiweConfig}. They sign eip155 only, so with them sign-in runs
   * only when every configured network is eip155 (otherwise it is off, with a console warning).
   */
  siweConfig?: SiweConfig
}

/**
 * The sign-in feature's descriptor (SIWX, spec §4): after a new connection on a network it can
 * verify, the visitor signs a standard message (EIP-4361 / CAIP-122) unless a valid session exists.
 * Only this object is in the host's initial bundle; the flow, the SIWXSignMessage view, the
 * storage and viem's verifier load with `import()` after the modal's first open (or the first
 * connection, whichever comes first).
 *
 * @throws ConfigError when an option is wrong, e.g. `siwxFeature: expiresIn: Expected a number of
 * ms or null received "7d"`.
 * @throws SiwxConfigError ('Cannot set both siweConfig and siwx options') when `siweConfig` is
 * combined with `storage`, `verifiers` or `signer`.
 * @example
 * import { siwxFeature } from '@gangway/feature-siwx'
 * createModal({ projectId, networks, adapters, features: { siwx: siwxFeature({ required: true }) } })
 */
/* @__NO_SIDE_EFFECTS__ */
export function siwxFeature(
  options: SiwxFeatureOptions = {},
): Feature<SiwxFeatureOptions> & { id: 'siwx' } {
  const text = optional(string)
  const flag = optional(boolean)
  checkOptions('siwxFeature', options, {
    required: flag,
    storage: optional(
      either(
        '"local", "memory" or a SiwxStorage',
        picklist(['local', 'memory']),
        object({ get: func, add: func, set: func, delete: func }),
      ),
    ),
    verifiers: optional(array(object({ namespace: string, verify: func }))),
    signer: optional(func),
    statement: text,
    expiresIn: optional(
      type('a number of ms or null', (v) => v === null || (typeof v === 'number' && v > 0)),
    ),
    resources: optional(array(string)),
    domain: text,
    uri: text,
    signOutOnDisconnect: flag,
    siweConfig: optional(object({ getNonce: func, verifyMessage: func })),
  })
  if (options.siweConfig && (options.storage || options.verifiers || options.signer))
    throw new SiwxConfigError()
  return {
    id: 'siwx',
    options,
    provides: {
      views: [{ name: 'SIWXSignMessage', title: 'Sign in' }],
      connectStep: true,
      pairingRequests: true,
    },
    load: () => import('./module.js'),
    messages: (locale) => import('./locales/index.js').then((m) => m.load(locale)),
    // On the first open, not on use: a connection restored after a reload must still be signed
    // out when the visitor disconnects from the modal, and required sign-in asked again.
    loadOn: 'open',
  }
}

/** This feature's views, for a host's `open({ view })` (core's `FeatureViewNames`). */
declare module '@gangway/core' {
  interface FeatureViewNames {
    SIWXSignMessage: true
  }
}
