import {
  type Address,
  createWalletClient,
  defineChain,
  type Hex,
  http,
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
  unauthorizedError,
  unrecognizedChainError,
  unsupportedMethodError,
} from '../wallet/errors.js'

/** An EVM chain the remote wallet can sign and send on. */
export type RemoteWalletChain = { chainId: number; rpcUrl: string; name?: string }

/** What {@link answerEvmRequest} needs from the wallet. */
export type EvmRequestContext = {
  /** The wallet's signers, the active one first. */
  accounts: readonly LocalAccount[]
  /** The chain the request targets (from its CAIP-2 `chainId`). */
  chainId: number
  chains: ReadonlyMap<number, RemoteWalletChain>
  /** Makes `chainId` the active chain (session update + chainChanged). */
  switchChain(chainId: number): Promise<void>
  /** Remembers a chain from `wallet_addEthereumChain`. */
  addChain(chain: RemoteWalletChain): void
}

/** The EVM methods the remote wallet answers (and approves in every session). */
export const remoteWalletMethods = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_chainId',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
] as const

type TxParams = {
  from?: string
  to?: string | null
  data?: string
  input?: string
  value?: string
  gas?: string
  gasPrice?: string
  maxFeePerGas?: string
  maxPriorityFeePerGas?: string
  nonce?: string
}

/**
 * Answers one EVM request of a WalletConnect session with real keys: signatures with viem's
 * local accounts, transactions signed locally and sent to the chain's RPC (the hash is returned),
 * chain switches through the wallet. Throws a {@link ProviderRpcError} with an EIP-1193 code.
 */
export async function answerEvmRequest(
  context: EvmRequestContext,
  request: { method: string; params: unknown },
): Promise<unknown> {
  const params = Array.isArray(request.params) ? (request.params as unknown[]) : []
  const signerFor = (address: unknown): LocalAccount => {
    if (typeof address !== 'string' || !isAddress(address, { strict: false }))
      throw invalidParamsError(`expected an address, got ${JSON.stringify(address)}`)
    const account = context.accounts.find((a) => isAddressEqual(a.address, address))
    if (!account) throw unauthorizedError(`${address} is not an account of this wallet.`)
    return account
  }

  switch (request.method) {
    case 'eth_chainId':
      return `0x${context.chainId.toString(16)}`

    case 'personal_sign': {
      // [message, address]; some dapps swap them.
      let [message, address] = params
      if (
        typeof message === 'string' &&
        isAddress(message, { strict: false }) &&
        !(typeof address === 'string' && isAddress(address, { strict: false }))
      )
        [message, address] = [address, message]
      if (typeof message !== 'string') throw invalidParamsError('personal_sign needs a message')
      return signerFor(address).signMessage({
        message: isHex(message) ? { raw: message } : message,
      })
    }

    case 'eth_sign': {
      const [address, data] = params
      if (typeof data !== 'string' || !isHex(data)) throw invalidParamsError('eth_sign needs hex')
      return signerFor(address).signMessage({ message: { raw: data } })
    }

    case 'eth_signTypedData_v4': {
      const [address, raw] = params
      let typedData: unknown = raw
      if (typeof raw === 'string') {
        try {
          typedData = JSON.parse(raw)
        } catch {
          throw invalidParamsError('typed data is not JSON')
        }
      }
      if (typeof typedData !== 'object' || typedData === null)
        throw invalidParamsError('typed data must be an object')
      return signerFor(address).signTypedData(typedData as TypedDataDefinition)
    }

    case 'eth_sendTransaction': {
      const tx = params[0] as TxParams | undefined
      if (typeof tx !== 'object' || tx === null) throw invalidParamsError('expected a transaction')
      const account = tx.from ? signerFor(tx.from) : context.accounts[0]!
      const chain = context.chains.get(context.chainId)
      if (!chain)
        throw new ProviderRpcError(
          providerErrorCodes.chainDisconnected,
          `The wallet has no RPC for chain ${context.chainId}.`,
        )
      return sendTransaction(account, chain, tx)
    }

    case 'wallet_switchEthereumChain': {
      const chainId = readChainId(params[0])
      if (!context.chains.has(chainId)) throw unrecognizedChainError(chainId)
      await context.switchChain(chainId)
      return null
    }

    case 'wallet_addEthereumChain': {
      const chainId = readChainId(params[0])
      if (!context.chains.has(chainId)) {
        const { rpcUrls, chainName } = params[0] as { rpcUrls?: unknown; chainName?: unknown }
        const rpcUrl = Array.isArray(rpcUrls) ? rpcUrls[0] : undefined
        if (typeof rpcUrl !== 'string' || !/^https?:\/\//.test(rpcUrl))
          throw invalidParamsError('wallet_addEthereumChain needs an http(s) rpcUrls[0]')
        context.addChain({
          chainId,
          rpcUrl,
          name: typeof chainName === 'string' ? chainName : undefined,
        })
      }
      return null
    }

    default:
      throw unsupportedMethodError(request.method)
  }
}

function readChainId(parameter: unknown): number {
  const value =
    typeof parameter === 'object' && parameter !== null && 'chainId' in parameter
      ? parameter.chainId
      : undefined
  if (typeof value !== 'string' || !isHex(value))
    throw invalidParamsError('expected { chainId: hex string }')
  return Number.parseInt(value, 16)
}

async function sendTransaction(
  account: LocalAccount,
  chain: RemoteWalletChain,
  tx: TxParams,
): Promise<Hex> {
  const client = createWalletClient({
    account,
    chain: defineChain({
      id: chain.chainId,
      name: chain.name ?? `Chain ${chain.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl),
  })
  const big = (value: string | undefined) => (value === undefined ? undefined : BigInt(value))
  const data = (tx.data ?? tx.input) as Hex | undefined
  const request = {
    account,
    to: (tx.to ?? undefined) as Address | undefined,
    data,
    value: big(tx.value),
    gas: big(tx.gas),
    nonce: tx.nonce === undefined ? undefined : Number(BigInt(tx.nonce)),
    ...(tx.maxFeePerGas !== undefined || tx.maxPriorityFeePerGas !== undefined
      ? {
          maxFeePerGas: big(tx.maxFeePerGas),
          maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas),
        }
      : tx.gasPrice !== undefined
        ? { gasPrice: big(tx.gasPrice) }
        : {}),
  } as SendTransactionParameters
  try {
    return await client.sendTransaction(request)
  } catch (cause) {
    const message = (cause as { shortMessage?: string }).shortMessage ?? (cause as Error).message
    throw new ProviderRpcError(providerErrorCodes.internal, message, { data: { cause: message } })
  }
}
