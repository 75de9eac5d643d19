import {
  type Address,
  createWalletClient,
  custom,
  defineChain,
  type Hex,
  isAddress,
  isAddressEqual,
  isHex,
  type LocalAccount,
  type SendTransactionParameters,
  type TypedDataDefinition,
} from 'viem'
import {
  invalidParamsError,
  ProviderRpcError,
  providerErrorCodes,
  toProviderError,
  unauthorizedError,
  unrecognizedChainError,
  unsupportedMethodError,
} from './errors.js'

/** A chain a test wallet knows. Without `rpcUrl`, sending and reading on it fail with 4901. */
export type EvmWalletChain = { chainId: number; rpcUrl?: string; name?: string }

/** Every method handleEvmRequest answers itself; a wallet offers a subset. */
export const evmRequestMethods = [
  'eth_chainId',
  'net_version',
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
] as const
type EvmRequestMethod = (typeof evmRequestMethods)[number]

export type HandleEvmRequestParameters = {
  /** The EIP-1193 request; `params` is usually an array (an object is taken as `[params]`). */
  request: { method: string; params?: unknown }
  /** Keys the dapp may use, the selected account first. [] = not connected: signing fails (4100). */
  accounts: readonly LocalAccount[]
  /** The chain the request is for: the current chain, or a WalletConnect request's CAIP-2 chain. */
  chainId: number
  /** The wallet's active chain when it is not `chainId`; a switch to it asks nothing. */
  activeChainId?: number
  /** Every chain the wallet knows; transactions and forwarded reads use its `rpcUrl`. */
  chains: ReadonlyMap<number, EvmWalletChain>
  /** Known chains a switch answers 4902 for until `wallet_addEthereumChain` adds them. */
  missingChains?: ReadonlySet<number>
  /** Chains wallet_addEthereumChain answers 4200 for (a wallet that cannot add them). */
  unaddableChains?: ReadonlySet<number>
  /** The methods this wallet answers itself (a subset of the ones handled here). */
  methods: ReadonlySet<string>
  /**
   * Other methods: 'forward' sends read methods to the chain's RPC (an injected wallet; signing
   * methods and `wallet_*` are still refused), 'refuse' answers 4200 (a WalletConnect session).
   */
  otherMethods: 'forward' | 'refuse'
  /** Asks the simulated user, after the request is checked; throws (4001, 5000…) to refuse. */
  prompt(): Promise<void>
  /** Makes `chainId` the active chain (the wallet emits chainChanged). */
  switchChain(chainId: number): void | Promise<void>
  /** Adds or updates a chain (`rpcUrl` is the known one, else the request's). */
  addChain(chain: { chainId: number; rpcUrl: string; name?: string }): void | Promise<void>
}

// Signing methods no test wallet forwards: the RPC (anvil) would sign them without asking.
const neverForwarded = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'eth_subscribe',
  'eth_unsubscribe',
])

type TxParams = Partial<Record<string, string | null>>

const toHexChainId = (chainId: number): Hex => `0x${chainId.toString(16)}`
const toBigInt = (value: string | null | undefined) =>
  value === undefined || value === null ? undefined : BigInt(value)
const isAnyAddress = (value: unknown): value is Address =>
  typeof value === 'string' && isAddress(value, { strict: false })

/**
 * Answers one EVM request of a test wallet with real keys, the same way for the injected
 * EIP-6963 wallet and the remote WalletConnect wallet: signatures with viem's local accounts,
 * transactions signed locally and sent to the chain's RPC (the hash is returned), chain switches
 * and additions through the wallet's callbacks. Prompting methods (signing, sending, switching,
 * adding a chain, watching an asset) are checked first, then `prompt()` asks the simulated user.
 * Connection methods (eth_accounts, eth_requestAccounts, permissions) belong to each wallet.
 *
 * @returns The JSON-RPC result.
 * @throws A {@link ProviderRpcError} with the EIP-1193 / JSON-RPC code.
 *
 * @example
 * import { handleEvmRequest } from './handleEvmRequest.js'
 * const signature = await handleEvmRequest({
 *   request: { method: 'personal_sign', params: ['0x6869', account.address] },
 *   accounts: [account],
 *   chainId: 1,
 *   chains: new Map([[1, { chainId: 1, rpcUrl: devChain.chains[0].rpcUrl }]]),
 *   methods: new Set(['personal_sign']),
 *   otherMethods: 'refuse',
 *   prompt: async () => {},
 *   switchChain: () => {},
 *   addChain: () => {},
 * })
 */
export async function handleEvmRequest(parameters: HandleEvmRequestParameters): Promise<unknown> {
  try {
    return await answer(parameters)
  } catch (error) {
    throw toProviderError(error)
  }
}

async function answer(parameters: HandleEvmRequestParameters): Promise<unknown> {
  const { request, accounts, chainId, chains, prompt } = parameters
  const { method } = request
  const raw = request.params
  const params: readonly unknown[] = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]

  const signerFor = (address: unknown): LocalAccount => {
    if (accounts.length === 0) throw unauthorizedError('Connect first (eth_requestAccounts).')
    if (address === undefined || address === null) return accounts[0]!
    if (!isAnyAddress(address))
      throw invalidParamsError(`expected an address, got ${JSON.stringify(address)}`)
    const account = accounts.find((a) => isAddressEqual(a.address, address))
    if (!account) throw unauthorizedError(`Account ${address} is not connected.`)
    return account
  }
  const rpcUrl = () => {
    const url = chains.get(chainId)?.rpcUrl
    if (!url)
      throw new ProviderRpcError(
        providerErrorCodes.chainDisconnected,
        `The wallet has no RPC URL for chain ${chainId}.`,
      )
    return url
  }

  if (!parameters.methods.has(method)) {
    if (
      parameters.otherMethods === 'refuse' ||
      neverForwarded.has(method) ||
      method.startsWith('wallet_') ||
      (evmRequestMethods as readonly string[]).includes(method)
    )
      throw unsupportedMethodError(method)
    return forward(rpcUrl(), method, raw ?? [])
  }

  switch (method as EvmRequestMethod) {
    case 'eth_chainId':
      return toHexChainId(chainId)

    case 'net_version':
      return String(chainId)

    case 'personal_sign': {
      // [message, address]; some old dapps send [address, message].
      let [message, address] = params
      if (isAnyAddress(message) && !isAnyAddress(address)) [message, address] = [address, message]
      if (typeof message !== 'string') throw invalidParamsError('message must be a string')
      const signer = signerFor(address)
      await prompt()
      return signer.signMessage({ message: isHex(message) ? { raw: message } : message })
    }

    case 'eth_sign': {
      const [address, data] = params
      if (typeof data !== 'string' || !isHex(data)) throw invalidParamsError('eth_sign needs hex')
      const signer = signerFor(address)
      await prompt()
      return signer.signMessage({ message: { raw: data } })
    }

    case 'eth_signTypedData_v4': {
      const [address, data] = params
      const signer = signerFor(address)
      let typedData: unknown
      try {
        typedData = typeof data === 'string' ? JSON.parse(data) : data
      } catch {
        throw invalidParamsError('typed data is not valid JSON')
      }
      if (!typedData || typeof typedData !== 'object' || !('primaryType' in typedData))
        throw invalidParamsError('typed data needs types, primaryType, domain and message')
      await prompt()
      return signer.signTypedData(typedData as TypedDataDefinition)
    }

    case 'eth_sendTransaction': {
      const tx = params[0]
      if (!tx || typeof tx !== 'object') throw invalidParamsError('expected a transaction')
      const signer = signerFor((tx as TxParams).from)
      const url = rpcUrl()
      await prompt()
      return sendTransaction(signer, { ...chains.get(chainId), chainId, rpcUrl: url }, tx)
    }

    case 'wallet_switchEthereumChain': {
      const next = readChainId(params[0])
      if (!chains.has(next) || parameters.missingChains?.has(next))
        throw unrecognizedChainError(next)
      if (next === (parameters.activeChainId ?? chainId)) return null
      await prompt()
      await parameters.switchChain(next)
      return null
    }

    case 'wallet_addEthereumChain': {
      const next = readChainId(params[0])
      if (parameters.unaddableChains?.has(next)) throw unsupportedMethodError(method)
      const { rpcUrls, chainName } = params[0] as { rpcUrls?: unknown; chainName?: unknown }
      const given = Array.isArray(rpcUrls) ? rpcUrls[0] : undefined
      const known = chains.get(next)
      if (!known?.rpcUrl && (typeof given !== 'string' || !/^https?:\/\//.test(given)))
        throw invalidParamsError('rpcUrls must hold at least one http(s) URL')
      await prompt()
      await parameters.addChain({
        chainId: next,
        rpcUrl: known?.rpcUrl ?? (given as string),
        name: known?.name ?? (typeof chainName === 'string' ? chainName : undefined),
      })
      return null
    }

    case 'wallet_watchAsset':
      await prompt()
      return true
  }
}

function readChainId(parameter: unknown): number {
  const value =
    typeof parameter === 'object' && parameter !== null && 'chainId' in parameter
      ? parameter.chainId
      : undefined
  if (typeof value === 'string' && isHex(value) && value.length > 2) return Number(value)
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value
  throw invalidParamsError(`expected a hex chainId, got ${JSON.stringify(value)}`)
}

/** One JSON-RPC call over HTTP; an error answer keeps its code. Works in Node and browsers. */
async function forward(url: string, method: string, params: unknown): Promise<unknown> {
  let body: { result?: unknown; error?: { code: number; message: string; data?: unknown } }
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    body = await response.json()
  } catch (cause) {
    throw new ProviderRpcError(
      providerErrorCodes.internal,
      `RPC request ${method} to ${url} failed: ${(cause as Error).message}`,
      { cause },
    )
  }
  if (body.error)
    throw new ProviderRpcError(body.error.code, body.error.message, { data: body.error.data })
  return body.result
}

async function sendTransaction(
  account: LocalAccount,
  { chainId, rpcUrl, name }: { chainId: number; rpcUrl: string; name?: string },
  tx: TxParams,
): Promise<Hex> {
  const chain = defineChain({
    id: chainId,
    name: name ?? `Chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const client = createWalletClient({
    account,
    chain,
    transport: custom(
      { request: ({ method, params }) => forward(rpcUrl, method, params ?? []) },
      { retryCount: 0 },
    ),
  })
  const fees =
    tx.gasPrice != null
      ? { gasPrice: toBigInt(tx.gasPrice) }
      : {
          maxFeePerGas: toBigInt(tx.maxFeePerGas),
          maxPriorityFeePerGas: toBigInt(tx.maxPriorityFeePerGas),
        }
  return client.sendTransaction({
    account,
    chain,
    to: (tx.to ?? undefined) as Address | undefined,
    data: (tx.data ?? tx.input ?? undefined) as Hex | undefined,
    value: toBigInt(tx.value),
    gas: toBigInt(tx.gas),
    nonce: tx.nonce != null ? Number(tx.nonce) : undefined,
    ...fees,
  } as SendTransactionParameters<typeof chain, LocalAccount>)
}
