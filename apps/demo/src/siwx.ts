import {
  httpSiwxStorage,
  type SiwxFeatureOptions,
  siwxFeature,
  solanaVerifier,
} from '@gangway/feature-siwx'
import { bitcoinVerifier } from '@gangway/feature-siwx/bitcoin'
import { type Hex, verifyMessage } from 'viem'
import { devstack } from './devstack'

/**
 * Sign-in with the wallet, off unless the page asks, so the rest of the demo connects in one
 * click: `?siwx=optional` or `?siwx=required`; `&siwxServer=<url>` keeps sessions on a sign-in
 * backend (the devstack's `startSiwxServer`; `devstack` = the one `npm start` runs) instead of
 * localStorage; `&siwxExpiresIn=<ms>` shortens the session (to see an expired one asked again);
 * `&siwxSolana=1` also signs Solana connections in (the opt-in ed25519 verifier), `&siwxBitcoin=1`
 * Bitcoin ones (the opt-in BIP-322 verifier); `&siwxSiwe=1` uses the older SIWE hooks instead
 * (`siweConfig`: a nonce and an EOA signature check standing in for a server), which sign in only
 * when every configured network is eip155, so on this demo's mixed config they never ask.
 */
export function demoSiwx(): { siwx: ReturnType<typeof siwxFeature> } | Record<string, never> {
  const query =
    typeof location === 'undefined' ? new URLSearchParams() : new URLSearchParams(location.search)
  const mode = query.get('siwx')
  if (mode !== 'optional' && mode !== 'required') return {}
  const asked = query.get('siwxServer')
  const server = asked === 'devstack' ? devstack?.siwxServer : asked
  const expiresIn = Number(query.get('siwxExpiresIn'))
  const options: SiwxFeatureOptions = {
    required: mode === 'required',
    statement: 'Sign in to Gangway Swap Demo.',
    ...(server ? { storage: httpSiwxStorage({ url: server }) } : {}),
    ...(expiresIn > 0 ? { expiresIn } : {}),
  }
  if (query.get('siwxSiwe') === '1')
    return { siwx: siwxFeature({ ...options, siweConfig: demoSiweConfig }) }
  const verifiers = [
    ...(query.get('siwxSolana') === '1' ? [solanaVerifier()] : []),
    ...(query.get('siwxBitcoin') === '1' ? [bitcoinVerifier()] : []),
  ]
  if (verifiers.length) options.verifiers = verifiers
  return { siwx: siwxFeature(options) }
}

/** The SIWE hooks a server would implement; here the page checks an EOA signature itself. */
const demoSiweConfig: NonNullable<SiwxFeatureOptions['siweConfig']> = {
  getNonce: async () => crypto.randomUUID().replaceAll('-', ''),
  // EIP-4361: the address is the message's second line.
  verifyMessage: ({ message, signature }) =>
    verifyMessage({
      address: message.split('\n')[1] as Hex,
      message,
      signature: signature as Hex,
    }),
}
