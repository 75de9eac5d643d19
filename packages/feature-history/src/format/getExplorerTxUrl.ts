import type { Network } from '../internal/core.js'

const TX_HASH = /^0x[0-9a-fA-F]{64}$/

/**
 * The block explorer page of a transaction: the network's `blockExplorers.default.url` +
 * `/tx/{hash}`. Only http(s) explorers and well-formed EVM hashes give a link (the hash comes
 * from a service, the explorer from config); anything else gives `undefined`, and no link shows.
 *
 * @example
 * getExplorerTxUrl(mainnet, '0xabc…') // 'https://etherscan.io/tx/0xabc…'
 */
export function getExplorerTxUrl(
  network: Pick<Network, 'blockExplorers'> | undefined,
  hash: string | undefined,
): string | undefined {
  const base = network?.blockExplorers?.default.url
  if (!base || !hash || !TX_HASH.test(hash)) return undefined
  let url: URL
  try {
    url = new URL(base)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}/tx/${hash}`
}
