import { defineNetwork, type Network } from '@gangway/core'
import { type StartBitcoinRegtestReturnType, startBitcoinRegtest } from '@gangway/devstack'
import { bitcoinRegtest } from '../src/networks/bitcoinNetworks.js'

/** The devstack's regtest ledger and the Bitcoin regtest network reading its Esplora API. */
export async function startRegtestNetwork(): Promise<{
  regtest: StartBitcoinRegtestReturnType
  network: Network
}> {
  const regtest = await startBitcoinRegtest()
  const network = defineNetwork({
    ...bitcoinRegtest,
    rpcUrls: { default: { http: [regtest.esploraUrl] } },
  })
  return { regtest, network }
}
