/** A proposal's namespaces as WalletConnect sends them (`chains` may live in the key instead). */
type ProposedNamespaces = Record<
  string,
  { chains?: readonly string[]; methods?: readonly string[]; events?: readonly string[] }
>

/** Session namespaces as the wallet approves them. */
export type WalletNamespaces = Record<
  string,
  { chains: string[]; accounts: string[]; methods: string[]; events: string[] }
>

export type BuildWalletNamespacesParameters = {
  requiredNamespaces?: ProposedNamespaces
  optionalNamespaces?: ProposedNamespaces
  /** EVM chain ids the wallet has. */
  chainIds: readonly number[]
  /** EVM addresses, the active one first. */
  addresses: readonly string[]
  methods: readonly string[]
  events: readonly string[]
  /** Solana chains and accounts (CAIP-2 / base58), when a Solana hook is plugged in. */
  solana?: OtherNamespace
  /** Bitcoin chains and addresses (CAIP-2 `bip122:…` / addresses), when a bip122 hook is plugged in. */
  bip122?: OtherNamespace
}

/** A non-EVM namespace the wallet has: its chains, accounts (addresses), methods and events. */
type OtherNamespace = {
  chains: readonly string[]
  accounts: readonly string[]
  methods: readonly string[]
  events?: readonly string[]
}

/**
 * The namespaces a wallet approves for a proposal: the proposal's required and optional chains
 * that the wallet has (in the proposal's order), every wallet account on each, and the wallet's
 * whole method and event lists (not only the requested ones, as wallets do). A proposal without
 * namespaces gets every chain. Returns `{}` when nothing overlaps.
 */
export function buildWalletNamespaces(
  parameters: BuildWalletNamespacesParameters,
): WalletNamespaces {
  const requested = [
    ...requestedChains(parameters.requiredNamespaces),
    ...requestedChains(parameters.optionalNamespaces),
  ]
  const nothingRequested = requested.length === 0
  const namespaces: WalletNamespaces = {}

  const evmHave = parameters.chainIds.map((id) => `eip155:${id}`)
  const evmChains = nothingRequested
    ? evmHave
    : unique(requested.filter((chain) => evmHave.includes(chain)))
  if (evmChains.length > 0 && parameters.addresses.length > 0)
    namespaces.eip155 = {
      chains: evmChains,
      accounts: evmChains.flatMap((chain) =>
        parameters.addresses.map((address) => `${chain}:${address}`),
      ),
      methods: [...parameters.methods],
      events: [...parameters.events],
    }

  for (const key of ['solana', 'bip122'] as const) {
    const other = parameters[key]
    if (!other) continue
    const chains = nothingRequested
      ? [...other.chains]
      : unique(requested.filter((chain) => other.chains.includes(chain)))
    if (chains.length > 0 && other.accounts.length > 0)
      namespaces[key] = {
        chains,
        accounts: chains.flatMap((chain) => other.accounts.map((account) => `${chain}:${account}`)),
        methods: [...other.methods],
        events: [...(other.events ?? [])],
      }
  }
  return namespaces
}

function requestedChains(namespaces: ProposedNamespaces | undefined): string[] {
  if (!namespaces) return []
  return Object.entries(namespaces).flatMap(([key, namespace]) =>
    key.includes(':') ? [key] : [...(namespace.chains ?? [])],
  )
}

const unique = (values: readonly string[]) => [...new Set(values)]
