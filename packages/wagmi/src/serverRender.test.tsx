// Issue 35: "wagmi's cookieStorage + cookieToInitialState and Gangway's cookie state agree, so a
// server-rendered page shows the connected account with no hydration warning." A wagmi 3 app
// (wagmi's React package) with the modal: the server renders from the request's cookies, the
// browser hydrates the same tree, and both sides then confirm the connection with the wallet.
import { connect, cookieBackend, type Network } from '@gangway/core'
import { base, mainnet } from '@gangway/core/networks'
import { announceTestWallet, createTestWallet } from '@gangway/devstack'
import {
  ConnectButton,
  cookieToInitialState,
  createModal,
  type GangwayModal,
  GangwayProvider,
} from '@gangway/modal-shell'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from '@testing-library/react'
import { hydrate } from '@wagmi/core'
import type { ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { defineChain } from 'viem'
import { afterEach, expect, inject, test, vi } from 'vitest'
import {
  type Config,
  cookieStorage,
  createConfig,
  createStorage,
  http,
  useAccount,
  WagmiProvider,
  cookieToInitialState as wagmiCookieToInitialState,
} from 'wagmi'
import { wagmiAdapter } from './wagmiAdapter.js'
import { withWagmiState } from './withWagmiState.js'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  for (const name of document.cookie.split('; ').map((c) => c.split('=')[0])) {
    // biome-ignore lint/suspicious/noDocumentCookie: wagmi's cookieStorage writes it this way
    document.cookie = `${name}=;max-age=-1;path=/`
  }
  document.body.innerHTML = ''
})

/** The app's wagmi config, with wagmi's server-rendering setup (on the server and in the page). */
function wagmiConfig() {
  const { chains } = inject('devChain')
  const rpcUrl = (id: number) => chains.find((c) => c.chainId === id)!.rpcUrl
  const chain = (network: Network) =>
    defineChain({
      id: Number(network.id),
      name: network.name,
      nativeCurrency: network.nativeCurrency,
      rpcUrls: { default: { http: [rpcUrl(Number(network.id))] } },
    })
  return createConfig({
    chains: [chain(mainnet), chain(base)],
    transports: { 1: http(rpcUrl(1)), 8453: http(rpcUrl(8453)) },
    ssr: true,
    storage: createStorage({ storage: cookieStorage }),
  })
}

function WagmiAddress() {
  const { address, status } = useAccount()
  return <p data-testid="wagmi-account">{`${status}: ${address ?? ''}`}</p>
}

function App(props: {
  config: Config
  modal: GangwayModal
  initialState: ReturnType<typeof wagmiCookieToInitialState>
  children?: ReactNode
}) {
  return (
    <WagmiProvider config={props.config} initialState={props.initialState}>
      <QueryClientProvider client={new QueryClient()}>
        <GangwayProvider modal={props.modal}>
          <ConnectButton />
          <WagmiAddress />
        </GangwayProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

test('a connected visitor: the server renders the account on both sides, the page hydrates without a warning', async () => {
  const { chains, accounts } = inject('devChain')
  const wallet = createTestWallet({ chains, accounts: [accounts[2]!.privateKey] })
  const address = accounts[2]!.address
  cleanups.push(announceTestWallet(window, { provider: wallet.provider, info: wallet.info }))
  // Gangway's cookies, in the same jar as wagmi's (document.cookie).
  const gangwayCookies = () => cookieBackend(document)
  const modalConfig = {
    projectId: 'wagmi-ssr-test',
    networks: [mainnet, base] as [Network, ...Network[]],
    disableAppend: true,
    analytics: false,
    storage: 'cookie' as const,
    // No hosted service in a test: a closed local port.
    services: {
      walletList: 'http://127.0.0.1:9/wallets',
      api: 'http://127.0.0.1:9/api',
      analytics: 'http://127.0.0.1:9/pulse',
    },
  }

  // An earlier visit: connected through the modal.
  const before = wagmiConfig()
  // What WagmiProvider does on mount with `ssr: true`: wagmi's storage and the page's wallets.
  await hydrate(before, { reconnectOnMount: false }).onMount()
  const first = createModal(
    { ...modalConfig, adapters: [wagmiAdapter(before)] },
    { storage: gangwayCookies() },
  )
  cleanups.push(() => first.destroy())
  await connect(first.engine, { connectorId: wallet.info.rdns })
  first.destroy()

  // The server: both initial states from the request's Cookie header.
  const cookie = document.cookie
  const serverConfig = wagmiConfig()
  const wagmiState = wagmiCookieToInitialState(serverConfig, cookie)
  const config = { ...modalConfig, adapters: [wagmiAdapter(serverConfig)] }
  const initialState = withWagmiState(cookieToInitialState(config, cookie), wagmiState)
  const serverModal = createModal(
    { ...config, initialState },
    { storage: cookieBackend({ cookie: '' }) },
  )
  const html = renderToString(
    <App config={serverConfig} modal={serverModal} initialState={wagmiState} />,
  )
  serverModal.destroy()
  const short = `${address.slice(0, 4)}…${address.slice(-6)}`
  expect(html).toContain('data-testid="gw-account-button"')
  expect(html).toContain(short)
  expect(html).toContain(`reconnecting: ${address}`)

  // The browser: the same tree hydrates the server's HTML.
  const pageConfig = wagmiConfig()
  const modal = createModal(
    { ...modalConfig, adapters: [wagmiAdapter(pageConfig)], initialState },
    { storage: gangwayCookies() },
  )
  cleanups.push(() => modal.destroy())
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const recoverable = vi.fn()
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  await act(async () => {
    hydrateRoot(container, <App config={pageConfig} modal={modal} initialState={wagmiState} />, {
      onRecoverableError: recoverable,
    })
  })
  expect(recoverable).not.toHaveBeenCalled()
  expect(consoleError.mock.calls).toEqual([])
  consoleError.mockRestore()

  // Then both confirm it with the wallet: connected, the same account, no prompt.
  await vi.waitFor(() =>
    expect(container.querySelector('[data-testid="wagmi-account"]')?.textContent).toBe(
      `connected: ${address}`,
    ),
  )
  await vi.waitFor(() => expect(modal.engine.$account.get()?.status).toBe('connected'))
  expect(container.querySelector('[data-testid="gw-account-button"]')?.textContent).toContain(short)
  const prompts = wallet.control
    .requests()
    .filter((r) => ['eth_requestAccounts', 'wallet_requestPermissions'].includes(r.method))
  expect(prompts).toHaveLength(1)
})
