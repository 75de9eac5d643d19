import { getAddress } from 'viem'
import { MIN_NONCE_LENGTH, SIWX_VERSION } from '../constants.js'
import { InvalidSiwxMessageError } from '../errors.js'
import type { SiwxMessageData } from '../types.js'

/** How each namespace names its account in the first line (CAIP-122 "… with your X account"). */
const CHAIN_NAMES: Record<string, string> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
}

/**
 * The sign-in message for `data`: EIP-4361 text for eip155 (the address EIP-55 checksummed, so
 * a strict EIP-4361 parser accepts it), CAIP-122 text with the chain's own wording for other
 * namespaces ("… wants you to sign in with your Solana account:"), `Chain ID` being the CAIP-2
 * reference.
 *
 * @throws InvalidSiwxMessageError for a field the standard cannot carry (a line break in the
 * statement, a short nonce, version other than 1, a malformed chain id).
 * @example
 * createSiwxMessage({ domain: 'app.example', accountAddress, uri: 'https://app.example',
 *   version: '1', chainId: 'eip155:1', nonce: 'x7Kd9aQ2pL', issuedAt: new Date().toISOString() })
 */
export function createSiwxMessage(data: SiwxMessageData): string {
  const [namespace, reference, extra] = data.chainId.split(':')
  if (!namespace || !reference || extra !== undefined)
    throw new InvalidSiwxMessageError('Invalid CAIP-2 network id', { details: data.chainId })
  if (data.version !== SIWX_VERSION)
    throw new InvalidSiwxMessageError('Invalid message version', { details: data.version })
  if (!/^[a-zA-Z0-9]+$/.test(data.nonce) || data.nonce.length < MIN_NONCE_LENGTH)
    throw new InvalidSiwxMessageError('Invalid nonce', {
      details: `at least ${MIN_NONCE_LENGTH} alphanumeric characters`,
    })
  const oneLine = [data.domain, data.uri, data.statement ?? '', ...(data.resources ?? [])]
  if (oneLine.some((field) => /[\r\n]/.test(field)))
    throw new InvalidSiwxMessageError('A message field contains a line break')
  const address = namespace === 'eip155' ? getAddress(data.accountAddress) : data.accountAddress
  const chain = CHAIN_NAMES[namespace] ?? namespace
  const lines = [`${data.domain} wants you to sign in with your ${chain} account:`, address, '']
  // EIP-4361 ABNF: address LF LF [ statement LF ] LF "URI: " — no statement leaves two LFs.
  if (data.statement !== undefined) lines.push(data.statement)
  lines.push(
    '',
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
  )
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId !== undefined) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources?.length) lines.push('Resources:', ...data.resources.map((r) => `- ${r}`))
  return lines.join('\n')
}
