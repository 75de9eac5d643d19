import * as v from 'valibot'
import { getAddress } from 'viem'
import { MAX_CLOCK_SKEW_MS } from '../constants.js'
import { SIWX_EVENTS } from '../events.js'
import {
  type ChainNamespace,
  type Engine,
  emitEvent,
  type PairingRequest,
} from '../internal/core.js'
import { createSiwxMessage } from '../message/createSiwxMessage.js'
import { generateNonce } from '../message/generateNonce.js'
import { checkSession } from '../session/checkSession.js'
import type { SiwxRuntime } from '../state.js'
import type { SiwxMessageData, SiwxSession } from '../types.js'
import { buildMessageData } from './buildMessageData.js'

/** One CAIP-122 request of a proposal: the sign client adds `iat`, version and `aud` (= uri). */
type AuthenticationRequest = {
  domain: string
  uri: string
  chains: string[]
  nonce: string
  statement?: string
  exp?: string
  nbf?: string
  requestId?: string
  resources?: string[]
}

const text = v.pipe(v.string(), v.maxLength(2048))
/** What a wallet returns (untrusted): only the fields a session is built from are read. */
const cacaoSchema = v.object({
  h: v.object({ t: v.literal('caip122') }),
  p: v.object({
    iss: v.pipe(
      v.string(),
      v.regex(/^did:pkh:[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/),
    ),
    domain: text,
    aud: v.optional(text),
    uri: v.optional(text),
    version: v.literal('1'),
    nonce: text,
    iat: text,
    exp: v.optional(text),
    nbf: v.optional(text),
    statement: v.optional(text),
    requestId: v.optional(text),
    resources: v.optional(v.array(text)),
  }),
  s: v.object({ t: v.string(), s: v.pipe(v.string(), v.maxLength(16384)) }),
})
const answerSchema = v.pipe(v.array(v.unknown()), v.maxLength(64))

/**
 * WalletConnect one-click sign-in, through the Feature contract's pairing requests: each new
 * pairing asks the wallet to sign in on every configured network it could verify (one request
 * per network, each with its own nonce, so a server's single-use nonces work), and each CACAO
 * the wallet returns becomes a session once its EIP-4361 / CAIP-122 message, rebuilt from the
 * signed fields, verifies with the same verifier as the normal flow. A wallet without one-click
 * support answers nothing: the connect step then shows SIWXSignMessage as usual. A host signer
 * (`options.signer`) signs itself, so no request is made.
 */
export async function oneClickRequest(
  engine: Engine,
  runtime: SiwxRuntime,
): Promise<PairingRequest | undefined> {
  if (runtime.options.signer) return undefined
  const verifiable = new Set<string>(runtime.verifiers.map((verifier) => verifier.namespace))
  const networks = engine.config.networks.filter((network) => {
    const namespace = network.caipNetworkId.split(':')[0] as ChainNamespace
    return verifiable.has(namespace) && engine.adapters.has(namespace)
  })
  if (!networks.length) return undefined
  // One after another: a server ties its nonces to the visitor's cookie, which its first answer
  // sets; parallel first requests would each start a visitor of their own.
  const requests: AuthenticationRequest[] = []
  for (const network of networks) {
    const namespace = network.caipNetworkId.split(':')[0] as ChainNamespace
    const base = buildMessageData(
      runtime.options,
      { namespace, address: '', chainId: network.caipNetworkId },
      engine.config.metadata?.url,
    )
    const nonce = runtime.storage.getNonce ? await runtime.storage.getNonce(base) : generateNonce()
    requests.push({
      domain: base.domain,
      uri: base.uri,
      chains: [network.caipNetworkId],
      nonce,
      ...(base.statement !== undefined ? { statement: base.statement } : {}),
      ...(base.expirationTime ? { exp: base.expirationTime } : {}),
      ...(base.resources ? { resources: base.resources } : {}),
    })
  }
  return {
    requests: { authentication: requests },
    async settle(answers) {
      if (answers.authentication === undefined) return
      const list = v.safeParse(answerSchema, answers.authentication)
      if (!list.success) return engine.logger.warn('siwx: ignored an unreadable one-click answer')
      for (const raw of list.output) await keep(engine, runtime, requests, raw)
    },
  }
}

/** Stores the session a CACAO carries when it answers one of `requests` and verifies. */
async function keep(
  engine: Engine,
  runtime: SiwxRuntime,
  requests: readonly AuthenticationRequest[],
  raw: unknown,
): Promise<void> {
  const session = sessionFromCacao(raw, requests)
  if (!session) return engine.logger.warn('siwx: refused a one-click answer for no request')
  if ((await checkSession(session, runtime.verifiers, runtime.page())) !== 'valid')
    return engine.logger.warn('siwx: refused a one-click answer whose signature is not valid')
  try {
    await runtime.storage.add(session)
    emitEvent(engine, SIWX_EVENTS.signedIn, {
      chainId: session.data.chainId,
      address: session.data.accountAddress,
    })
  } catch (error) {
    engine.logger.warn('siwx: the storage refused a one-click session', error)
  }
}

/**
 * The session a CACAO stands for, or `undefined` when it is malformed, not bound to one of our
 * requests (its nonce, chain, domain, URI and every field we asked for must be ours; only the
 * account and the issue time come from the wallet) or future-dated (`iat` later than `now` plus
 * the clock-skew allowance, `nbf` not reached). The message is rebuilt, never taken as sent.
 */
export function sessionFromCacao(
  raw: unknown,
  requests: readonly AuthenticationRequest[],
  now = Date.now(),
): SiwxSession | undefined {
  const parsed = v.safeParse(cacaoSchema, raw)
  if (!parsed.success) return undefined
  const { p, s } = parsed.output
  const [, , namespace, reference, address] = p.iss.split(':')
  const chainId = `${namespace}:${reference}` as const
  const request = requests.find((r) => r.nonce === p.nonce)
  if (
    !request?.chains.includes(chainId) ||
    p.domain !== request.domain ||
    (p.aud ?? p.uri) !== request.uri ||
    p.statement !== request.statement ||
    p.exp !== request.exp ||
    p.nbf !== request.nbf ||
    p.requestId !== request.requestId ||
    JSON.stringify(p.resources ?? []) !== JSON.stringify(request.resources ?? []) ||
    !(Date.parse(p.iat) <= now + MAX_CLOCK_SKEW_MS) ||
    (p.nbf !== undefined && !(Date.parse(p.nbf) <= now))
  )
    return undefined
  try {
    const data: SiwxMessageData = {
      domain: p.domain,
      accountAddress: namespace === 'eip155' ? getAddress(address!) : address!,
      ...(p.statement !== undefined ? { statement: p.statement } : {}),
      uri: request.uri,
      version: '1',
      chainId,
      nonce: p.nonce,
      issuedAt: p.iat,
      ...(p.exp ? { expirationTime: p.exp } : {}),
      ...(p.nbf ? { notBefore: p.nbf } : {}),
      ...(p.requestId !== undefined ? { requestId: p.requestId } : {}),
      ...(p.resources?.length ? { resources: p.resources } : {}),
    }
    return { data, message: createSiwxMessage(data), signature: s.s, cacao: parsed.output }
  } catch {
    return undefined
  }
}
