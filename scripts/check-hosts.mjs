#!/usr/bin/env node
// Every host a published package names in its build is one that exists: the WalletConnect
// network's services (the defaults), the public RPCs and explorers of the bundled networks, and
// loopback for the regtest network. A placeholder host (`*.gangway.dev`, `example.com`…) or any
// host not listed here fails the package. Also checks that core's build carries the real
// service defaults. Needs a build first.
// Usage: node scripts/check-hosts.mjs [--json FILE]
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { publicPackages } from './publicPackages.mjs'

const root = join(import.meta.dirname, '..')

/** Hosts a build may name, and why. */
const KNOWN = {
  // The hosted services Gangway uses by default (packages/core/src/config/defaults.ts).
  'api.web3modal.org': 'wallet list, images, analytics config',
  'rpc.walletconnect.org': 'blockchain API and RPC proxy',
  'pulse.walletconnect.org': 'analytics',
  // The bundled networks' own public RPCs (used for chains the proxy does not serve, and handed
  // to wallets by wallet_addEthereumChain) and their block explorers.
  'eth.merkle.io': 'Ethereum RPC',
  'mainnet.base.org': 'Base RPC',
  'mainnet.optimism.io': 'OP Mainnet RPC',
  'arb1.arbitrum.io': 'Arbitrum One RPC',
  'polygon-rpc.com': 'Polygon RPC',
  'sepolia.drpc.org': 'Sepolia RPC',
  'bsc-dataseed.bnbchain.org': 'BNB Chain RPC',
  'api.avax.network': 'Avalanche RPC',
  'mainnet.era.zksync.io': 'zkSync RPC',
  'rpc.gnosischain.com': 'Gnosis RPC',
  'api.mainnet-beta.solana.com': 'Solana RPC',
  'api.devnet.solana.com': 'Solana devnet RPC',
  'api.testnet.solana.com': 'Solana testnet RPC',
  'mempool.space': 'Bitcoin Esplora API and explorer',
  'etherscan.io': 'explorer',
  'sepolia.etherscan.io': 'explorer',
  'basescan.org': 'explorer',
  'optimistic.etherscan.io': 'explorer',
  'arbiscan.io': 'explorer',
  'polygonscan.com': 'explorer',
  'bscscan.com': 'explorer',
  'snowtrace.io': 'explorer',
  'explorer.zksync.io': 'explorer',
  'gnosisscan.io': 'explorer',
  'solscan.io': 'explorer',
  // Not fetched: XML namespaces of inline SVG.
  'www.w3.org': 'SVG namespace',
  // Never fetched: links in the error messages of viem and @solana/web3.js, which
  // @gangway/testing bundles into its test wallets' browser scripts.
  'viem.sh': 'viem docs link in its errors (@gangway/testing browser scripts)',
  'oxlib.sh': 'ox docs link in viem errors (@gangway/testing browser scripts)',
  '4byte.sourcify.dev': 'signature lookup link in viem errors (@gangway/testing browser scripts)',
  'github.com': 'issue links in viem and web3.js errors (@gangway/testing browser scripts)',
  'developer.mozilla.org': 'docs link in a bundled error (@gangway/testing browser scripts)',
  'sola.na': 'web3.js invariant-error link (@gangway/testing browser scripts)',
  // The Bitcoin test wallet's website field: a reserved TLD that never resolves (RFC 2606).
  'gangway.invalid': 'the Bitcoin test wallet’s website (@gangway/testing)',
  // The Bitcoin regtest network's default Esplora is a local node.
  '127.0.0.1': 'local regtest node',
}
// Anywhere in the text, not only in a URL (a host built from parts).
const PLACEHOLDER = /gangway\.dev/

function filesOf(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesOf(path) : /\.(m?js|cjs)$/.test(name) ? [path] : []
  })
}

const results = []
for (const { dir: pkgDir, pkg } of publicPackages(root)) {
  const problems = []
  const files = filesOf(join(pkgDir, 'dist'))
  if (!files.length) problems.push('no build (dist/) to check')
  const hosts = new Set()
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    for (const [, host] of text.matchAll(/\b(?:https?|wss?):\/\/([a-zA-Z0-9.-]+)/g))
      hosts.add(host.toLowerCase())
    const placeholder = text.match(PLACEHOLDER)
    if (placeholder)
      problems.push(`${file.slice(root.length + 1)} names a placeholder: ${placeholder[0]}`)
  }
  for (const host of [...hosts].sort())
    if (!(host in KNOWN)) problems.push(`names an unknown host: ${host}`)
  if (pkg.name === '@gangway/core') {
    const text = files.map((f) => readFileSync(f, 'utf8')).join('\n')
    for (const url of [
      'https://api.web3modal.org',
      'https://rpc.walletconnect.org',
      'https://pulse.walletconnect.org',
    ])
      if (!text.includes(`'${url}'`) && !text.includes(`"${url}"`))
        problems.push(`does not default to ${url}`)
  }
  results.push({ name: pkg.name, hosts: [...hosts].sort(), ok: problems.length === 0, problems })
}

for (const r of results) {
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'} ${r.name}: ${r.hosts.length ? r.hosts.join(', ') : 'no hosts'}`,
  )
  for (const p of r.problems) console.log(`     ${p}`)
}
const jsonAt = process.argv.indexOf('--json')
if (jsonAt > 0) writeFileSync(process.argv[jsonAt + 1], JSON.stringify(results, null, 2))
const failed = results.filter((r) => !r.ok).length
console.log(`hosts: ${results.length - failed} packages name only real hosts, ${failed} do not`)
process.exitCode = failed ? 1 : 0
