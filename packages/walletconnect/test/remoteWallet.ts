import {
  createRemoteWallet,
  type RemoteWallet,
  type StartRelayReturnType,
  startRelay,
  testAccounts,
} from '@gangway/devstack'
import { afterAll, beforeAll, inject } from 'vitest'
import { watchOutsideConnections } from './watchOutsideConnections.js'

/** The remote wallet's address (the dev chains' test account 3). */
export const REMOTE = testAccounts[3]!.address

/** What {@link useRemoteWallet} starts for a test file. */
export type StartedRemote = { relay: StartRelayReturnType; wallet: RemoteWallet }

/**
 * For a test file that pairs with a remote wallet: a local relay and a remote wallet on the dev
 * chains (account 3, {@link REMOTE}) started before the file's tests (`started` receives them)
 * and stopped after them, with every connection outside 127.0.0.1 recorded (`hosts`, to assert
 * that nothing left the machine).
 */
export function useRemoteWallet(started: (remote: StartedRemote) => void): {
  readonly hosts: string[]
} {
  const outside = watchOutsideConnections()
  let remote: Partial<StartedRemote> = {}
  beforeAll(async () => {
    const relay = await startRelay()
    remote = { relay }
    const wallet = await createRemoteWallet({
      relayUrl: relay.url,
      chains: inject('devChain').chains,
      accountIndex: 3,
    })
    remote = { relay, wallet }
    started({ relay, wallet })
  })
  afterAll(async () => {
    await remote.wallet?.stop()
    await remote.relay?.stop()
    outside.stop()
  })
  return outside
}
