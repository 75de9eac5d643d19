import { type DevChainInfo, startDevChain, startServiceEmulator } from '@gangway/devstack'
import type { TestProject } from 'vitest/node'
import { sendToken } from './chain.js'

/** What the tests read with `inject('devstack')`. */
export type HistoryTestDevstack = {
  chains: DevChainInfo[]
  accounts: { address: `0x${string}`; privateKey: `0x${string}` }[]
  /** The shared service emulator (its data API answers history from the dev chains). */
  services: { url: string; api: string; walletList: string; analytics: string }
}

declare module 'vitest' {
  export interface ProvidedContext {
    devstack: HistoryTestDevstack
  }
}

/**
 * Accounts the test files own, one or two each so files running in parallel never share a
 * history or a nonce; each gets 100 TUSD and 10 CLAIM (the spam token) from account 0 here.
 */
export const SEEDED_ACCOUNTS = [3, 4, 5, 6, 7, 8]

/** Starts the real dev chains and the service emulator once per run, and seeds the accounts. */
export default async function setup(project: TestProject) {
  const chain = await startDevChain()
  try {
    const mainnet = chain.chains.find((c) => c.chainId === 1)!
    const deployer = chain.accounts[0]!.privateKey
    // One at a time: they share account 0's nonce.
    for (const i of SEEDED_ACCOUNTS) {
      const to = chain.accounts[i]!.address
      await sendToken(mainnet, deployer, mainnet.contracts.tusd!, {
        to,
        amount: '100',
        decimals: 6,
      })
      await sendToken(mainnet, deployer, mainnet.contracts.spam!, {
        to,
        amount: '10',
        decimals: 18,
      })
    }
  } catch (error) {
    await chain.stop()
    throw error
  }
  const emulator = await startServiceEmulator({ chains: chain.chains }).catch(async (error) => {
    await chain.stop()
    throw error
  })
  project.provide('devstack', {
    chains: chain.chains,
    accounts: chain.accounts.map(({ address, privateKey }) => ({ address, privateKey })),
    services: { url: emulator.url, ...emulator.urls },
  })
  return async () => {
    await emulator.stop()
    await chain.stop()
  }
}
