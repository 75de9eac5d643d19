import type { CaipNetworkId, ChainNamespace } from './internal/core.js'

/**
 * The fields of a sign-in message (EIP-4361 for eip155, CAIP-122 for other namespaces). Times
 * are ISO 8601 strings; `chainId` is the CAIP-2 id of the network the visitor signs in on.
 */
export type SiwxMessageData = {
  /** The RFC 3986 authority asking for the sign-in (`app.example`, `localhost:5173`). */
  domain: string
  /** The signing account, EIP-55 checksummed for eip155. */
  accountAddress: string
  /** One line shown to the visitor (no line breaks). */
  statement?: string
  /** The RFC 3986 URI the sign-in is for. */
  uri: string
  version: '1'
  chainId: CaipNetworkId
  /** At least 8 alphanumeric characters. */
  nonce: string
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

/**
 * One CAIP-74 capability object (CACAO) a WalletConnect one-click sign-in returns: `h.t`
 * 'caip122', `p` the signed fields (`iss` `did:pkh:<chain>:<address>`, domain, aud, nonce, iat…),
 * `s` the signature (`t` 'eip191' / 'eip1271'). Kept as it came so a server can re-verify it.
 */
export type SiwxCacao = {
  h: { t: string }
  p: Record<string, unknown>
  s: { t: string; s: string }
}

/** Spec §3 "SIWX session: data, message, signature, cacao". */
export type SiwxSession = {
  data: SiwxMessageData
  /** The exact text the wallet signed (`createSiwxMessage(data)`). */
  message: string
  /** The signature in the namespace's encoding (0x-hex for eip155). */
  signature: string
  cacao?: SiwxCacao
}

/**
 * Where sessions live. The default keeps them in the browser (localStorage); `'memory'` keeps
 * them for the page's lifetime; a host's own (a server that issues the nonce and verifies) plugs
 * in with these few methods. Every method may reject; the feature reports it, never stores half.
 */
export type SiwxStorage = {
  /** The valid sessions of exactly this account on exactly this network. */
  get(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  /** Adds a session the feature has already verified (a server may verify it again and reject). */
  add(session: SiwxSession): Promise<void>
  /** Replaces every stored session. */
  set(sessions: SiwxSession[]): Promise<void>
  /** Removes the sessions of exactly this network AND this account (sign-out). */
  delete(chainId: CaipNetworkId, address: string): Promise<void>
  /**
   * A nonce issued by the host's server for the next message; a random one when absent. For a
   * WalletConnect one-click sign-in it is asked before pairing, so `accountAddress` is `''`.
   */
  getNonce?(data: Omit<SiwxMessageData, 'nonce'>): Promise<string>
}

/** Checks a session's signature for one chain namespace. */
export type SiwxVerifier = {
  namespace: ChainNamespace
  /** `true` when the signature is the account's over `session.message`; never for an error. */
  verify(session: SiwxSession): Promise<boolean>
}

/** The host's own signer (e.g. a hardware flow); by default the connected wallet signs. */
export type SiwxSigner = (params: {
  message: string
  address: string
  chainId: CaipNetworkId
}) => Promise<string>
