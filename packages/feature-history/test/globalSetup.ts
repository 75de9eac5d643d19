import { devstackGlobalSetup } from '@gangway/testkit/devstackSetup'
import { sendToken } from './chain.js'

/**
 * Accounts the test files own, one or two each so files running in parallel never share a
 * history or a nonce; each gets 100 TUSD and 10 CLAIM (the spam token) from account 0 here.
 */
export const SEEDED_ACCOUNTS = [3, 4, 5, 6, 7, 8]

/** Starts the real dev chains and the service emulator once per run, and seeds the accounts. */
export default devstackGlobalSetup(async (chain) => {
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
})
