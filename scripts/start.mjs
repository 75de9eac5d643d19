#!/usr/bin/env node
// `npm start`: the demo on the local devstack, offline, in one command.
//   1. builds the packages when a dist folder is missing (turbo);
//   2. starts the devstack in this process — the dev chains (real anvil nodes: Ethereum 1 and
//      Base 8453, with fixture tokens and an NFT), the service emulator (wallet list, data API
//      answered from the chains, analytics sink) and a WalletConnect relay with a remote test
//      wallet — and writes their state to .devstack/ for the demo's dev server;
//   3. starts the demo's Vite dev server on 127.0.0.1 (port 5173 or `npm start -- --port N`, the
//      next free one when taken), which serves the page plus the test wallet (/test-wallet.js);
//   4. prints the URL and what to click; Ctrl-C stops everything (the anvil nodes also die if
//      this process is killed).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { register } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'

const { values: args } = parseArgs({ options: { port: { type: 'string' } } })
const root = join(import.meta.dirname, '..')
const demoDir = join(root, 'apps', 'demo')
const PACKAGES = [
  'core',
  'adapter-evm',
  'modal-shell',
  'walletconnect',
  'feature-history',
  'feature-send',
  'feature-swap',
  'adapter-solana',
  'feature-siwx',
  'feature-names',
  'feature-onramp',
  'adapter-bitcoin',
  'feature-auth',
  'testing',
]
const bold = (s) => (process.stdout.isTTY ? `\x1b[1m${s}\x1b[0m` : s)
const dim = (s) => (process.stdout.isTTY ? `\x1b[2m${s}\x1b[0m` : s)

const [major, minor] = process.versions.node.split('.').map(Number)
if (major < 20 || (major === 20 && minor < 6)) {
  console.error(`npm start needs Node >= 20.6 (module hooks); this is ${process.version}.`)
  process.exit(1)
}

// 1. Packages: the demo imports their dist/ like any host app would.
if (PACKAGES.some((p) => !existsSync(join(root, 'packages', p, 'dist', 'esm')))) {
  console.log('Building the packages (first run)…')
  const r = spawnSync(
    'npx',
    ['turbo', 'run', 'build', '--filter=./packages/*', '--output-logs=errors-only'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
  )
  if (r.status !== 0) process.exit(r.status ?? 1)
}

// 2. Dev chains. @gangway/devstack is TypeScript run from source through its own module hooks.
register(pathToFileURL(join(root, 'tools/devstack/bin/tsLoader.mjs')))
const {
  startBitcoinRegtest,
  startDevChain,
  startAuthFrame,
  startServiceEmulator,
  spawnSolanaChain,
  startSiwxServer,
  startWalletConnectStack,
} = await import('@gangway/devstack')
const devChain = await startDevChain()
const stops = [() => devChain.stop()]
let services
let walletConnect
let solana
let siwx
let bitcoin
let authFrame
try {
  // The Bitcoin regtest ledger behind its Esplora stand-in (in-process, no bitcoind).
  bitcoin = await startBitcoinRegtest()
  stops.unshift(() => bitcoin.stop())
  solana = await spawnSolanaChain()
  stops.unshift(() => solana.stop())
  services = await startServiceEmulator({ chains: devChain.chains, solana })
  stops.unshift(() => services.stop())
  walletConnect = await startWalletConnectStack({ chains: devChain.chains, solana })
  stops.unshift(() => walletConnect.stop())
  // A host's own sign-in backend (server-issued nonces, verified sessions, a cookie), for
  // `?siwx=required&siwxServer=devstack`. The demo's origin is allowed once its port is known.
  siwx = await startSiwxServer({ chains: devChain.chains, origins: [] })
  stops.unshift(() => siwx.stop())
  // The embedded-login frame (email login) on its own origin.
  authFrame = await startAuthFrame({ chains: devChain.chains })
  stops.unshift(() => authFrame.stop())
} catch (error) {
  console.error(error)
  for (const stop of stops) await stop().catch(() => {})
  process.exit(1)
}
/** The local Solana chain's plain data for the state file. */
function solanaState(chain) {
  const { rpcUrl, wsUrl, controlUrl, genesisHash, caipNetworkId, accounts, token } = chain
  return { rpcUrl, wsUrl, controlUrl, genesisHash, caipNetworkId, accounts, token }
}
/** The Bitcoin regtest's plain data for the state file. */
function bitcoinState(regtest) {
  const { esploraUrl, controlUrl, genesisHash, caipNetworkId, accounts } = regtest
  return { esploraUrl, controlUrl, genesisHash, caipNetworkId, accounts }
}
const stopDevstack = async () => {
  for (const stop of stops) await stop().catch(() => {})
}

// The demo's dev server reads the state from .devstack/state.json; when another devstack
// (`devstack up`) owns that file, this one uses its own file instead.
const isAlive = (pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
const owner = await readFile(join(root, '.devstack', 'state.json'), 'utf8')
  .then((text) => JSON.parse(text).pid)
  .catch(() => undefined)
const statePath = join(
  root,
  '.devstack',
  owner && owner !== process.pid && isAlive(owner) ? `state-${process.pid}.json` : 'state.json',
)
const state = {
  version: 1,
  pid: process.pid,
  startedAt: new Date().toISOString(),
  chain: {
    chains: devChain.chains,
    contracts: devChain.contracts,
    accounts: devChain.accounts,
    mnemonic: devChain.mnemonic,
    startupMs: devChain.startupMs,
  },
  services: { url: services.url, urls: services.urls },
  walletconnect: {
    relayUrl: walletConnect.relayUrl,
    controlUrl: walletConnect.controlUrl,
    address: walletConnect.address,
    solanaAddress: walletConnect.solanaAddress,
  },
  solana: solanaState(solana),
  bitcoin: bitcoinState(bitcoin),
  siwx: { url: siwx.url },
  authFrame: { url: authFrame.url, origin: authFrame.origin, controlUrl: authFrame.controlUrl },
}
await mkdir(join(root, '.devstack'), { recursive: true })
await writeFile(statePath, `${JSON.stringify(state, null, 2)}\n`)
process.env.GANGWAY_DEVSTACK_STATE = statePath

// 3. The demo's Vite dev server (its config adds /devstack.json and /test-wallet.js).
let server
try {
  const { createServer } = await import('vite')
  server = await createServer({
    root: demoDir,
    configFile: join(demoDir, 'vite.config.ts'),
    server: {
      host: '127.0.0.1',
      port: Number(args.port) || 5173,
      strictPort: false,
    },
    clearScreen: false,
    logLevel: 'warn',
  })
  await server.listen()
} catch (error) {
  console.error(error)
  await stopDevstack()
  process.exit(1)
}

let stopping = false
async function stop(signal) {
  if (stopping) return
  stopping = true
  console.log(`\n${signal}: stopping the demo server and the dev chains…`)
  const force = setTimeout(() => process.exit(1), 5000)
  force.unref()
  await server.close().catch(() => {})
  await stopDevstack()
  await rm(statePath, { force: true })
  console.log('Stopped.')
  process.exit(0)
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal))

// 4. Where to go and what to click.
const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${server.config.server.port}/`
// The sign-in server gives credentialed CORS (and accepts the messages' domain) for this page only.
siwx.allowOrigin(new URL(url).origin)
const [account] = devChain.accounts.slice(1)
console.log(`
${bold('Gangway demo')} ${dim(`(dev chains up in ${devChain.startupMs} ms)`)}

  ${bold(url)}

  Open it in a browser, then:
    1. Connect Wallet → "Gangway Test Wallet" (injected by the page; no extension needed)
    2. The account button shows ${account.address.slice(0, 4)}…${account.address.slice(-6)} and 10000 ETH from the local chain
    3. Click the network button → Base (the test wallet switches to chain 8453)
    4. "Sign a message" → Approve in the modal → the signature appears on the page
    5. Account → Disconnect. The moon button switches to the dark theme.
    6. Connect Wallet → WalletConnect → a QR code: click "Pair the devstack's remote wallet"
       on the page (the devstack's phone stand-in scans it) → the remote account connects.
    7. All wallets → search among ~600 wallets from the local wallet-list service.
    8. Sign in with your wallet: the page's card links to ?siwx=required (sessions in
       localStorage) and to the devstack's sign-in server (?siwx=required&siwxServer=devstack).
    9. Network button → "Solana Local" → Connect Wallet → "Gangway Solana Wallet" (Wallet
       Standard) → 1000 SOL from the local Solana chain; Send 0.25 SOL or TUSD from Account.
   10. Network button → "Bitcoin Regtest" → Connect Wallet → "Gangway Bitcoin Wallet" → 1 BTC
       on the regtest ledger; the Bitcoin card signs BIP-322 messages and mines blocks; Send
       0.001 BTC from Account, then "Mine a block".
   11. Connect Wallet → type any email → Continue → the code is 123456 → an embedded wallet
       (100 ETH, key kept in the login frame on its own origin) connects; sign and send as usual.
       The social buttons open a stand-in consent window; Farcaster shows a QR code (approve
       it at the link it encodes).
   12. Account → Fund → buy ETH through the devstack's on-ramp page (another local origin pays
       real ETH on the dev chain, or declines). The page's names card registers an account name.
  Script the wallet from the browser console: window.__gangwayTestWallet.rejectNext(),
  .switchChain(999), .setMode('reject'), .requests() …; the Solana one as
  window.__gangwaySolanaWallet (.switchAccount(1), .disconnect(), .setMode('hang') …); the
  Bitcoin one as window.__gangwayBitcoinWallet (.setMode('unsigned'), .switchAccount(1) …).

  ${dim('Chains (anvil, 127.0.0.1):')}
${devChain.chains.map((c) => `    ${c.name.padEnd(9)} ${String(c.chainId).padEnd(5)} ${c.rpcUrl}`).join('\n')}
  ${dim('Services:')}
    wallet list  ${services.urls.walletList}
    data API     ${services.urls.api}
    analytics    ${services.urls.analytics}   (events: ${services.url}/_control/analytics/events)
    relay        ${walletConnect.relayUrl}   (remote wallet ${walletConnect.address})
    sign-in      ${siwx.url}   (server-backed sign-in sessions)
    login frame  ${authFrame.url}   (email login: every code is 123456; GET ${authFrame.controlUrl}/last-code?email=)
    solana       ${solana.rpcUrl}   (local litesvm chain; faults: POST ${solana.controlUrl})
    bitcoin      ${bitcoin.esploraUrl}   (regtest Esplora; POST ${bitcoin.controlUrl}/mine|fund|faults)
  ${dim(`State: ${statePath}`)}

Ctrl-C to stop.`)
