// Starts what the browser tests run against, once per `playwright test`:
//   1. the built packages (turbo: a cache hit when nothing changed, so a run never tests a stale
//      dist) and a production build of
//      apps/demo and of the platform test page e2e/platform (`vite build`, the latter under
//      /platform/; GANGWAY_E2E_SKIP_BUILD=1 reuses apps/demo/dist);
//   2. the devstack's dev chains (real anvil nodes, chain 1 and 8453), its local Solana chain
//      (litesvm behind a JSON-RPC + WebSocket front end) and its Bitcoin regtest ledger (behind
//      an Esplora stand-in);
//   3. a tiny static server on 127.0.0.1 for apps/demo/dist that also answers /devstack.json and
//      /test-wallet.js (the injected test wallet) like the demo's Vite dev server does.
// The base URL and the devstack info reach the workers through the environment. The returned
// function is the teardown: it stops the server and the chains.
import { execFileSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import {
  answerDevstackRequest,
  type DevstackChainState,
  devstackInfo,
  loadDevstack,
  repoRoot,
} from '../apps/demo/server/devstackAssets.ts'
import { buildExample, STATIC_TYPES, startNextExample, startStaticExample } from './examples.ts'

const demoDir = join(repoRoot, 'apps/demo')
// Each run builds into its own folder, so two runs at once (several people, or CI and a local
// run) never serve each other's half-written files. GANGWAY_E2E_SKIP_BUILD=1 reuses apps/demo/dist.
const skipBuild =
  process.env.GANGWAY_E2E_SKIP_BUILD === '1' && existsSync(join(demoDir, 'dist', 'index.html'))
const distDir = skipBuild ? join(demoDir, 'dist') : join(demoDir, 'dist', `e2e-${process.pid}`)

function build() {
  const run = (cmd: string, args: string[], cwd: string) =>
    execFileSync(cmd, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] })
  run(
    'npx',
    ['turbo', 'run', 'build', '--filter=./packages/*', '--output-logs=errors-only'],
    repoRoot,
  )
  if (skipBuild) return
  run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'], demoDir)
  // The platform test page (a throwaway feature and adapter on the public contracts), under /platform/.
  const platform = join(repoRoot, 'e2e/platform')
  // npx runs in the workspace folder (e2e/), so the page's folder and config are named outright.
  const config = join(platform, 'vite.config.ts')
  const out = join(distDir, 'platform')
  run(
    'npx',
    ['vite', 'build', platform, '--config', config, '--outDir', out, '--emptyOutDir'],
    platform,
  )
}

function serve(state: DevstackChainState) {
  const server = createServer(async (req, res) => {
    try {
      const url = req.url ?? '/'
      const answer = await answerDevstackRequest(url, state)
      if (answer) {
        res.writeHead(200, { 'content-type': answer.type, 'cache-control': 'no-store' })
        return res.end(answer.body)
      }
      const path = decodeURIComponent(url.split('?')[0]!)
      let file = normalize(join(distDir, path))
      if (!file.startsWith(distDir) || path.endsWith('/') || !existsSync(file)) {
        file = join(distDir, 'index.html')
      }
      const body = await readFile(file)
      res.writeHead(200, {
        'content-type': STATIC_TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      })
      res.end(body)
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' })
      res.end(String(error))
    }
  })
  return new Promise<typeof server>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve(server))
  })
}

export default async function globalSetup() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!existsSync(chromium)) {
    throw new Error(
      `No Chromium at ${chromium}: apt-get install -y chromium (or set CHROMIUM_PATH)`,
    )
  }
  build()
  // The Next.js example, installed from `npm pack` output of the packages just built.
  const nextExampleDir = buildExample('nextjs')
  const viteExampleDir = buildExample('vite')
  const {
    startBitcoinRegtest,
    startAuthFrame,
    startDevChain,
    startServiceEmulator,
    spawnSolanaChain,
    startWalletConnectStack,
  } = await loadDevstack()
  const devChain = await startDevChain()
  const solana = await spawnSolanaChain()
  const bitcoin = await startBitcoinRegtest()
  const services = await startServiceEmulator({ chains: devChain.chains, solana })
  // The remote wallet answers bip122 on the regtest ledger too (regtest account #3).
  const walletConnect = await startWalletConnectStack({
    chains: devChain.chains,
    solana,
    bitcoin: { esploraUrl: bitcoin.esploraUrl, caipNetworkId: bitcoin.caipNetworkId },
  })
  // The embedded-login frame, on its own origin (a second port of 127.0.0.1).
  const authFrame = await startAuthFrame({ chains: devChain.chains })
  const state: DevstackChainState = {
    chains: devChain.chains,
    accounts: devChain.accounts,
    services: { url: services.url, urls: services.urls },
    walletConnect: {
      relayUrl: walletConnect.relayUrl,
      controlUrl: walletConnect.controlUrl,
      address: walletConnect.address,
      solanaAddress: walletConnect.solanaAddress,
    },
    solana: {
      rpcUrl: solana.rpcUrl,
      wsUrl: solana.wsUrl,
      controlUrl: solana.controlUrl,
      genesisHash: solana.genesisHash,
      caipNetworkId: solana.caipNetworkId,
      accounts: solana.accounts,
      token: solana.token,
    },
    bitcoin: {
      esploraUrl: bitcoin.esploraUrl,
      controlUrl: bitcoin.controlUrl,
      genesisHash: bitcoin.genesisHash,
      caipNetworkId: bitcoin.caipNetworkId,
      accounts: bitcoin.accounts,
    },
    authFrame: { url: authFrame.url, origin: authFrame.origin, controlUrl: authFrame.controlUrl },
  }
  // Build the wallet bundle now, so the first page does not wait for esbuild.
  await answerDevstackRequest('/test-wallet.js', state)
  const server = await serve(state)
  const nextExample = await startNextExample(nextExampleDir, {
    GANGWAY_RPC_URL: state.chains.find((chain) => chain.chainId === 1)!.rpcUrl,
    GANGWAY_WALLET_LIST_URL: services.urls.walletList,
    GANGWAY_API_URL: services.urls.api,
    GANGWAY_ANALYTICS_URL: services.urls.analytics,
  })
  process.env.GANGWAY_E2E_NEXTJS_URL = nextExample.url
  // The Vite example: its static build, the devstack's chain and services as its /settings.json.
  const viteExample = await startStaticExample(viteExampleDir, {
    projectId: 'gangway-example-vite',
    rpcUrls: { 'eip155:1': [state.chains.find((chain) => chain.chainId === 1)!.rpcUrl] },
    services: services.urls,
  })
  process.env.GANGWAY_E2E_VITE_URL = viteExample.url
  const { port } = server.address() as AddressInfo
  process.env.GANGWAY_E2E_BASE_URL = `http://127.0.0.1:${port}`
  process.env.GANGWAY_E2E_DEVSTACK = JSON.stringify(devstackInfo(state))
  console.log(`e2e: demo on http://127.0.0.1:${port}, chains up in ${devChain.startupMs} ms`)

  return async () => {
    await nextExample.stop()
    await viteExample.stop()
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    await walletConnect.stop()
    await authFrame.stop()
    await services.stop()
    await devChain.stop()
    // A restarted chain lost its state mid-run: say so, so a failure it caused is not a mystery.
    if (solana.restarts() > 0)
      console.warn(`e2e: the local Solana chain died and restarted ${solana.restarts()} time(s)`)
    await solana.stop()
    await bitcoin.stop()
    if (!skipBuild) rmSync(distDir, { recursive: true, force: true })
  }
}
