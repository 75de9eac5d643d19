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
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { dirname, extname, join, normalize } from 'node:path'
import { mainnet } from 'viem/chains'
import {
  answerDevstackRequest,
  type DevstackChainState,
  devstackInfo,
  devstackScopeOf,
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
      // A page's `?devstackScope=` (read from its Referer) points it at its own fault switches.
      const answer = await answerDevstackRequest(url, state, devstackScopeOf(req.headers.referer))
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

/**
 * Multicall3 at its canonical address on each dev chain, as on Ethereum and Base. viem's
 * `getBalance` reads through it when the client batches with multicall and the chain names the
 * contract (wagmi's clients do, viem's `mainnet` and `base` name it): without it the wagmi
 * example's `useBalance` fails with 'Cannot decode zero data ("0x")'. The runtime code is what
 * the creation code returns (an `eth_call` without `to`), set with `anvil_setCode`: no
 * transaction, so no account's nonce or balance moves. The creation code is viem's own (it uses
 * it for deployless multicalls) and not exported by name, so it is read from viem's file.
 */
async function addMulticall3(rpcUrls: string[]) {
  const viemDir = dirname(createRequire(import.meta.url).resolve('viem/package.json'))
  const source = readFileSync(join(viemDir, '_esm/constants/contracts.js'), 'utf8')
  const multicall3Bytecode = /multicall3Bytecode = '(0x[0-9a-f]+)'/.exec(source)?.[1]
  if (!multicall3Bytecode) throw new Error(`e2e: no multicall3Bytecode in viem (${viemDir})`)
  const rpc = async (url: string, method: string, params: unknown[]) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await response.json()) as { result?: string; error?: { message: string } }
    if (body.error || body.result === undefined)
      throw new Error(`e2e: ${method} on ${url}: ${body.error?.message ?? 'no result'}`)
    return body.result
  }
  for (const url of rpcUrls) {
    const code = await rpc(url, 'eth_call', [{ data: multicall3Bytecode }, 'latest'])
    await rpc(url, 'anvil_setCode', [mainnet.contracts.multicall3.address, code])
  }
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
  // The wagmi example twice: on wagmi 3, and on wagmi 2 (its `wagmi2` variant, a second install).
  const wagmiExampleDir = buildExample('wagmi')
  const wagmi2ExampleDir = buildExample('wagmi', 'wagmi2')
  const {
    startBitcoinRegtest,
    startAuthFrame,
    startDevChain,
    startServiceEmulator,
    spawnSolanaChain,
    startWalletConnectStack,
  } = await loadDevstack()
  const devChain = await startDevChain()
  await addMulticall3(devChain.chains.map((chain) => chain.rpcUrl))
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
  // The wagmi examples: the devstack's two chains in the app's wagmi transports, the services and
  // the local relay (no Verify there) in /settings.json.
  const wagmiSettings = {
    rpcUrls: Object.fromEntries(
      state.chains
        .filter((chain) => chain.chainId === 1 || chain.chainId === 8453)
        .map((chain) => [`eip155:${chain.chainId}`, [chain.rpcUrl]]),
    ),
    services: { ...services.urls, relay: walletConnect.relayUrl },
    walletConnect: { verify: false },
  }
  const wagmiExample = await startStaticExample(wagmiExampleDir, {
    projectId: 'gangway-example-wagmi',
    ...wagmiSettings,
  })
  process.env.GANGWAY_E2E_WAGMI_URL = wagmiExample.url
  const wagmi2Example = await startStaticExample(wagmi2ExampleDir, {
    projectId: 'gangway-example-wagmi2',
    ...wagmiSettings,
  })
  process.env.GANGWAY_E2E_WAGMI2_URL = wagmi2Example.url
  const { port } = server.address() as AddressInfo
  process.env.GANGWAY_E2E_BASE_URL = `http://127.0.0.1:${port}`
  process.env.GANGWAY_E2E_DEVSTACK = JSON.stringify(devstackInfo(state))
  console.log(`e2e: demo on http://127.0.0.1:${port}, chains up in ${devChain.startupMs} ms`)

  return async () => {
    await nextExample.stop()
    await viteExample.stop()
    await wagmiExample.stop()
    await wagmi2Example.stop()
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
