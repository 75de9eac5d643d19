// @vitest-environment node
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSiwxMessage } from '../message/createSiwxMessage.js'
import { generateNonce } from '../message/generateNonce.js'
import { checkSession } from '../session/checkSession.js'
import type { SiwxMessageData, SiwxSession } from '../types.js'
import { solanaVerifier } from './solanaVerifier.js'

/** The page the tests' sessions are signed for. */
const PAGE = { domain: 'localhost:3000', uri: 'http://localhost:3000' }

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const

/** A keypair and a session its secret key really signed (what a Solana wallet's signMessage does). */
function signedSolanaSession(overrides: Partial<SiwxMessageData> = {}) {
  const secret = ed25519.utils.randomPrivateKey()
  const address = base58.encode(ed25519.getPublicKey(secret))
  const now = Date.now()
  const data: SiwxMessageData = {
    domain: 'localhost:3000',
    accountAddress: address,
    statement: 'Sign in to the tests.',
    uri: 'http://localhost:3000',
    version: '1',
    chainId: SOLANA,
    nonce: generateNonce(),
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + 3_600_000).toISOString(),
    ...overrides,
  }
  const message = createSiwxMessage(data)
  const signature = base58.encode(ed25519.sign(new TextEncoder().encode(message), secret))
  return { session: { data, message, signature } satisfies SiwxSession, secret, address }
}

afterEach(() => vi.restoreAllMocks())

describe('solanaVerifier (ed25519 over the message bytes, base58 key and signature)', () => {
  const verifier = solanaVerifier()

  it('accepts the account key’s signature of a CAIP-122 Solana message', async () => {
    const { session, address } = signedSolanaSession()
    expect(session.message.split('\n').slice(0, 2)).toEqual([
      'localhost:3000 wants you to sign in with your Solana account:',
      address,
    ])
    expect(session.message).toContain('Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(verifier.namespace).toBe('solana')
    expect(await verifier.verify(session)).toBe(true)
    expect(await checkSession(session, [verifier], PAGE)).toBe('valid')
  })

  it('refuses another key’s signature, a changed message, and malformed keys or signatures', async () => {
    const { session } = signedSolanaSession()
    const other = signedSolanaSession()
    expect(await verifier.verify({ ...session, signature: other.session.signature })).toBe(false)
    expect(
      await verifier.verify({ ...session, message: session.message.replace('Sign in', 'Sign up') }),
    ).toBe(false)
    expect(await verifier.verify({ ...session, signature: '0OIl' })).toBe(false)
    expect(
      await verifier.verify({ ...session, signature: base58.encode(new Uint8Array(63)) }),
    ).toBe(false)
    expect(
      await verifier.verify({
        ...session,
        data: { ...session.data, accountAddress: '0x0000000000000000000000000000000000000001' },
      }),
    ).toBe(false)
    // A session whose stored message is not the one its data builds never reaches the verifier.
    const edited = { ...session, data: { ...session.data, statement: 'Other' } }
    expect(await checkSession(edited, [verifier], PAGE)).toBe('invalid')
  })

  it('without WebCrypto Ed25519 the check throws: a stored session is kept as unknown, never deleted', async () => {
    vi.spyOn(globalThis.crypto.subtle, 'importKey').mockRejectedValue(
      new DOMException('Unrecognized name.', 'NotSupportedError'),
    )
    const { session } = signedSolanaSession()
    await expect(verifier.verify(session)).rejects.toThrow('Unrecognized name.')
    expect(await checkSession(session, [verifier], PAGE)).toBe('unknown')
  })
})
