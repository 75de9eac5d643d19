// A real modal (engine + React) for the feature's tests: a fake EVM adapter connected as a dev
// chain account whose `sendTransaction` and `getBalance` are real (viem on the anvil node), the
// services pointed at the devstack's emulator (Uniswap V2 behind the convert routes).
import { connect, type Feature, memoryBackend } from '@gangway/core'
import { internal } from '@gangway/core/internal'
import { base, mainnet } from '@gangway/core/networks'
import { createModal, type GangwayModal, GangwayProvider, Modal } from '@gangway/modal-shell'
import { createFakeAdapter, METAMASK } from '@gangway/testkit'
import { cleanup, render } from '@testing-library/react'
import { createPublicClient, createWalletClient, formatEther, type Hex, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, inject, vi } from 'vitest'
import { swapFeature } from '../src/swapFeature.js'

const modals: GangwayModal[] = []
afterEach(() => {
  cleanup()
  for (const modal of modals.splice(0)) modal.destroy()
})

/** The devstack of this run (see globalSetup.ts). */
export const devstack = () => inject('devstack')

/**
 * The dev chains' Uniswap V2 routers as `swapFeature({ routers })` takes them: the host's list a
 * devstack host passes (Swap trusts only 1inch's router on its own).
 */
export const devRouters = (): Record<string, string[]> =>
  Object.fromEntries(
    devstack()
      .chains.filter((c) => c.contracts.amm)
      .map((c) => [`eip155:${c.chainId}`, [c.contracts.amm!.router]]),
  )

/** Account `i` of the dev chains (anvil's default mnemonic). */
export const account = (i: number) => devstack().accounts[i]!

/**
 * An account no other test uses, given `eth` ETH on Ethereum (dev chain 1): its balances change
 * only by what its own test does, so a test may assert them exactly.
 */
export async function freshAccount(eth: bigint) {
  const privateKey = generatePrivateKey()
  const { address } = privateKeyToAccount(privateKey)
  await chainClient().request({
    method: 'anvil_setBalance' as never,
    params: [address, `0x${eth.toString(16)}`] as never,
  })
  return { address, privateKey }
}

/** A dev chain's RPC client. */
export const chainClient = (chainId = 1) =>
  createPublicClient({
    transport: http(devstack().chains.find((c) => c.chainId === chainId)!.rpcUrl),
  })

/**
 * A modal whose adapter is connected as account `i` on Ethereum (the dev chain 1): balances and
 * transactions are real, and `sendTransaction` is a vi.fn tests can make reject.
 */
export async function connectedModal(params: {
  /** A dev account's index, or an account of the test's own (e.g. `freshAccount()`). */
  account: number | { address: string; privateKey: string }
  features?: Record<string, Feature | false>
  services?: { api: string; walletList: string; analytics: string }
  storage?: ReturnType<typeof memoryBackend>
}) {
  const { services, chains } = devstack()
  const { address, privateKey } =
    typeof params.account === 'number' ? account(params.account) : params.account
  const rpc = (chainId: number) => chains.find((c) => c.chainId === chainId)!.rpcUrl
  const fake = createFakeAdapter({
    address,
    balance: '0',
    reconnect: 'fail',
    connectors: [METAMASK],
  })
  fake.instance.getBalance.mockImplementation(async ({ network }) => ({
    value: formatEther(
      await createPublicClient({ transport: http(rpc(Number(network.id))) }).getBalance({
        address: address as Hex,
      }),
    ),
    symbol: 'ETH',
  }))
  const sendTransaction = vi.fn(
    async ({ network, request }: { network: { id: number | string }; request: unknown }) => {
      const { to, data, value, gas, gasPrice } = request as {
        to: Hex
        data: Hex
        value: bigint
        gas: bigint
        gasPrice?: bigint
      }
      const wallet = createWalletClient({
        account: privateKeyToAccount(privateKey as Hex),
        transport: http(rpc(Number(network.id))),
      })
      const hash = await wallet.sendTransaction({
        to,
        data,
        value,
        gas,
        chain: null,
        ...(gasPrice === undefined ? {} : { gasPrice }),
      })
      await createPublicClient({
        transport: http(rpc(Number(network.id))),
      }).waitForTransactionReceipt({ hash })
      return { id: hash }
    },
  )
  Object.assign(fake.instance, { sendTransaction })
  const modal = createModal(
    {
      projectId: 'swap-tests',
      networks: [mainnet, base],
      adapters: [fake.adapter],
      rpcUrls: Object.fromEntries(chains.map((c) => [`eip155:${c.chainId}`, [c.rpcUrl]])),
      services: params.services ?? {
        api: services.api,
        walletList: services.walletList,
        analytics: services.analytics,
      },
      analytics: false,
      disableAppend: true,
      features: params.features ?? { swap: swapFeature({ routers: devRouters() }) },
      logLevel: 'silent',
    },
    { storage: params.storage ?? memoryBackend(), isMobile: () => false },
  )
  modals.push(modal)
  await connect(modal.engine, { connectorId: METAMASK.id })
  return { modal, engine: internal(modal.engine), fake, sendTransaction }
}

/** Renders the modal the way a host does (`<GangwayProvider>` + `<Modal/>`). */
export function renderModal(modal: GangwayModal) {
  return render(
    <GangwayProvider modal={modal}>
      <Modal />
    </GangwayProvider>,
  )
}
