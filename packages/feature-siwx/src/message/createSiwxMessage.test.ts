import { ParsedMessage } from '@spruceid/siwe-parser'
import { describe, expect, it, vi } from 'vitest'
import type { SiwxMessageData } from '../types.js'
import { createSiwxMessage } from './createSiwxMessage.js'
import { generateNonce } from './generateNonce.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const full: SiwxMessageData = {
  domain: 'app.example:8443',
  accountAddress: ADDRESS,
  statement: 'Sign in to Gangway Swap.',
  uri: 'https://app.example:8443/login?x=1',
  version: '1',
  chainId: 'eip155:8453',
  nonce: 'x7Kd9aQ2pLm4Zt8W',
  issuedAt: '2026-11-25T06:00:00.000Z',
  expirationTime: '2026-12-02T06:00:00.000Z',
  notBefore: '2026-11-25T05:59:00.000Z',
  requestId: 'req-42',
  resources: [
    'https://app.example/terms',
    'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
  ],
}

/** Parses with the strict EIP-4361 ABNF parser and returns the fields in our shape. */
function strictRoundTrip(message: string): SiwxMessageData {
  const p = new ParsedMessage(message)
  return {
    domain: p.domain,
    accountAddress: p.address,
    ...(p.statement !== undefined ? { statement: p.statement } : {}),
    uri: p.uri,
    version: p.version as '1',
    chainId: `eip155:${p.chainId}`,
    nonce: p.nonce,
    issuedAt: p.issuedAt!,
    ...(p.expirationTime ? { expirationTime: p.expirationTime } : {}),
    ...(p.notBefore ? { notBefore: p.notBefore } : {}),
    ...(p.requestId !== undefined ? { requestId: p.requestId } : {}),
    ...(p.resources?.length ? { resources: p.resources } : {}),
  }
}

describe('createSiwxMessage: EIP-4361', () => {
  it('writes every field; a strict EIP-4361 parser reads the same fields back', () => {
    const message = createSiwxMessage(full)
    expect(message).toBe(`app.example:8443 wants you to sign in with your Ethereum account:
${ADDRESS}

Sign in to Gangway Swap.

URI: https://app.example:8443/login?x=1
Version: 1
Chain ID: 8453
Nonce: x7Kd9aQ2pLm4Zt8W
Issued At: 2026-11-25T06:00:00.000Z
Expiration Time: 2026-12-02T06:00:00.000Z
Not Before: 2026-11-25T05:59:00.000Z
Request ID: req-42
Resources:
- https://app.example/terms
- ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi`)
    expect(strictRoundTrip(message)).toEqual(full)
  })

  it('the minimal message (no statement, no optional field) parses strictly too', () => {
    const minimal: SiwxMessageData = {
      domain: 'localhost:5173',
      accountAddress: ADDRESS,
      uri: 'http://localhost:5173',
      version: '1',
      chainId: 'eip155:1',
      nonce: generateNonce(),
      issuedAt: new Date().toISOString(),
    }
    const message = createSiwxMessage(minimal)
    expect(message).toContain(`${ADDRESS}\n\n\nURI: http://localhost:5173\n`)
    expect(strictRoundTrip(message)).toEqual(minimal)
  })

  it('checksums a lower-case address (EIP-55), which the strict parser demands', () => {
    const message = createSiwxMessage({ ...full, accountAddress: ADDRESS.toLowerCase() })
    expect(message.split('\n')[1]).toBe(ADDRESS)
    expect(() => new ParsedMessage(message.replace(ADDRESS, ADDRESS.toLowerCase()))).toThrow(
      /EIP-55/,
    )
    expect(new ParsedMessage(message).address).toBe(ADDRESS)
  })

  it('refuses what a standard message cannot carry', () => {
    expect(() => createSiwxMessage({ ...full, statement: 'two\nlines' })).toThrow(/line break/)
    expect(() => createSiwxMessage({ ...full, nonce: 'short' })).toThrow(/Invalid nonce/)
    expect(() => createSiwxMessage({ ...full, nonce: 'has-dash-1234' })).toThrow(/Invalid nonce/)
    expect(() => createSiwxMessage({ ...full, version: '2' as '1' })).toThrow(/version/)
    expect(() => createSiwxMessage({ ...full, chainId: 'eip155' as 'a:b' })).toThrow(
      'Invalid CAIP-2 network id',
    )
    expect(() => createSiwxMessage({ ...full, accountAddress: '0x123' })).toThrow()
  })
})

describe('createSiwxMessage: CAIP-122 for other namespaces', () => {
  it("uses the chain's wording and the CAIP-2 reference as Chain ID", () => {
    const solana = createSiwxMessage({
      ...full,
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      accountAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    })
    expect(solana.split('\n').slice(0, 2)).toEqual([
      'app.example:8443 wants you to sign in with your Solana account:',
      '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    ])
    expect(solana).toContain('\nChain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\n')
    const bitcoin = createSiwxMessage({
      ...full,
      chainId: 'bip122:000000000019d6689c085ae165831e93',
      accountAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    })
    expect(bitcoin).toMatch(/^app\.example:8443 wants you to sign in with your Bitcoin account:\n/)
    // Same body as EIP-4361: the shared lines are byte-for-byte those of the eip155 message.
    const body = (m: string) =>
      m
        .split('\n')
        .slice(2)
        .filter((l) => !l.startsWith('Chain ID'))
    expect(body(bitcoin)).toEqual(body(createSiwxMessage(full)))
  })
})

describe('generateNonce', () => {
  it('draws at least 8 alphanumerics from crypto.getRandomValues, never the same twice', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues')
    const nonces = Array.from({ length: 200 }, () => generateNonce())
    expect(spy).toHaveBeenCalled()
    spy.mockRestore()
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9]{16}$/)
    expect(new Set(nonces).size).toBe(200)
    expect(generateNonce(8)).toMatch(/^[A-Za-z0-9]{8}$/)
  })
})
