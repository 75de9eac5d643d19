// The devstack info the page gets from /test-wallet.js (loaded before the app by index.html).

export type DemoDevstackInfo = {
  chains: { chainId: number; name: string; rpcUrl: string; contracts: Record<string, string> }[]
  accounts: string[]
}

declare global {
  interface Window {
    /** `null` when the server found no running devstack; `undefined` when the script is missing. */
    __GANGWAY_DEVSTACK__?: DemoDevstackInfo | null
  }
}

export const devstack: DemoDevstackInfo | null =
  typeof window === 'undefined' ? null : (window.__GANGWAY_DEVSTACK__ ?? null)

/** Custom RPC URLs per CAIP-2 network id: every read goes to the local dev chain. */
export function devstackRpcUrls(info: DemoDevstackInfo | null): Record<string, string[]> {
  if (!info) return {}
  return Object.fromEntries(info.chains.map((c) => [`eip155:${c.chainId}`, [c.rpcUrl]]))
}
