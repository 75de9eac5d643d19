// The app's own wagmi config, as a wagmi app already has it: its chains and its transports. Gangway
// takes it as it is (`wagmiAdapter(config)` in main.tsx) and rewrites nothing in it. Here the
// transports use the deployment's RPC URLs from /settings.json when it gives them (the local dev
// chains in the tests), else viem's default public RPC of each chain.
import { createConfig, http } from 'wagmi'
import { base, mainnet } from 'wagmi/chains'
import type { Settings } from './settings'

export function createWagmiConfig({ rpcUrls }: Pick<Settings, 'rpcUrls'>) {
  return createConfig({
    chains: [mainnet, base],
    transports: {
      [mainnet.id]: http(rpcUrls?.['eip155:1']?.[0]),
      [base.id]: http(rpcUrls?.['eip155:8453']?.[0]),
    },
  })
}
