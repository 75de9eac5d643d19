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
import { privateKeyToAccount } from 'viem/accounts'
import {
  invalidParamsError,
  ProviderRpcError,
  providerErrorCodes,
  unauthorizedError,
  unrecognizedChainError,
  unsupportedMethodError,
  userRejectedError,
} from './errors.js'
import { resolveTestWalletInfo, type TestWalletInfo } from './testWalletInfo.js'

/** A chain the test wallet knows. Without `rpcUrl`, requests forwarded on it fail with 4901. */
export type TestWalletChain = { chainId: number; rpcUrl?: string; name?: string }

/** How prompting requests are answered when no approveNext/rejectNext is queued. */
export type TestWalletMode = 'approve' | 'reject'

/** One `provider.request` call, as recorded for assertions. */
export type TestWalletRequestLogEntry = {
  method: string
  params: unknown
  status: 'pending' | 'ok' | 'error'
  /** The request asked the (simulated) user, and how they answered. */
  decision?: 'approved' | 'rejected'
  result?: unknown
  error?: { code: number; message: string }
}

export type TestWalletEventMap = {
  accountsChanged: (accounts: Address[]) => void
  chainChanged: (chainId: Hex) => void
  connect: (info: { chainId: Hex }) => void
  disconnect: (error: ProviderRpcError) => void
}
export type TestWalletEvent = keyof TestWalletEventMap

export type TestWalletRequestArguments = { method: string; params?: readonly unknown[] | object }

/** An EIP-1193 provider backed by real keys and the dev chain's RPC. */
export type TestWalletProvider = {
  readonly isGangwayTestWallet: true
  request(args: TestWalletRequestArguments): Promise<unknown>
  on<event extends TestWalletEvent>(
    event: event,
    listener: TestWalletEventMap[event],
  ): TestWalletProvider
  removeListener<event extends TestWalletEvent>(
    event: event,
    listener: TestWalletEventMap[event],
  ): TestWalletProvider
}

/** A snapshot of the wallet's state, for assertions. */
export type TestWalletState = {
  chainId: number
  /** Accounts exposed to the dapp ([] until it connects). */
  accounts: Address[]
  /** False after `control.disconnect()` until the dapp connects again. */
  connected: boolean
  mode: TestWalletMode
  chains: TestWalletChain[]
}

/** The scripting API: what the simulated user and wallet do. */
export type TestWalletControl = {
  /** The next prompting request is approved (takes precedence over the mode). */
  approveNext(): void
  /** The next prompting request fails with 4001 (user rejected). */
  rejectNext(): void
  /** Sticky answer for prompting requests with nothing queued. Default 'approve'. */
  setMode(mode: TestWalletMode): void
  /** The next prompting request waits `ms` before it is answered (the user thinking). */
  delayNext(ms: number): void
  /** The wallet itself switches chain (any id, even one the dapp does not know) and emits chainChanged. */
  switchChain(chainId: number): void
  /** wallet_switchEthereumChain to `chainId` answers 4902 until wallet_addEthereumChain adds it. */
  setMissingChain(chainId: number): void
  /** Exposes `addresses` (first = selected; [] = none) and emits accountsChanged. */
  emitAccountsChanged(addresses: readonly Address[]): void
  /** Drops the accounts and emits `disconnect` (4900); a later eth_requestAccounts reconnects. */
  disconnect(): void
  /** Every request so far, oldest first (copies). */
  requests(): TestWalletRequestLogEntry[]
  state(): TestWalletState
  /** Back to the initial state (no accounts, first chain, mode 'approve', empty log); no events. */
  reset(): void
}

export type CreateTestWalletParameters = {
  /** Known chains; the first is the initial one unless `chainId` says otherwise. */
  chains: readonly TestWalletChain[]
  /** Private keys; their addresses are exposed on connect, the first one selected. */
  accounts: readonly Hex[]
  info?: Partial<TestWalletInfo>
  chainId?: number
}

export type CreateTestWalletReturnType = {
  provider: TestWalletProvider
  control: TestWalletControl
  info: TestWalletInfo
}

// Signing methods the wallet does not offer: forwarding them would let anvil sign unprompted.
const unsupported = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'eth_subscribe',
  'eth_unsubscribe',
])

type Chain = { chainId: number; rpcUrl?: string; name?: string }
type TxParams = Partial<Record<string, string | null>>

const toHexChainId = (chainId: number): Hex => `0x${chainId.toString(16)}`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const copy = <value>(value: value): value =>
  value === undefined
    ? value
    : JSON.parse(JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v)))

function parseChainId(value: unknown): number {
  if (typeof value === 'string' && isHex(value) && value.length > 2) return Number(value)
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value
  throw invalidParamsError(`expected a hex chainId, got ${JSON.stringify(value)}`)
}

const toBigInt = (value: string | null | undefined) =>
  value === undefined || value === null ? undefined : BigInt(value)

/** Finds the EIP-1193 code in an error or its causes (viem wraps RPC errors). */
function toProviderError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  let found: { code: number; data?: unknown } | undefined
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'number') {
      found = { code, data: (e as { data?: unknown }).data }
      break
    }
  }
  const err = error as { shortMessage?: string; message?: string }
  return new ProviderRpcError(
    found?.code ?? providerErrorCodes.internal,
    err.shortMessage ?? err.message ?? String(error),
    { data: found?.data, cause: error },
  )
}

/**
 * Creates an injected-style EIP-1193 wallet for tests and the demo: it signs with real private
 * keys (personal_sign, eth_signTypedData_v4, eth_sendTransaction as a locally signed raw
 * transaction), forwards every other method to the current chain's JSON-RPC URL, and is
 * scripted through `control`. Works in Node and browsers (needs only `fetch`).
 *
 * @example
 * import { createTestWallet, startDevChain } from '@gangway/devstack'
 * const devChain = await startDevChain()
 * const { provider, control } = createTestWallet({
 *   chains: devChain.chains,
 *   accounts: [devChain.accounts[0].privateKey],
 * })
 * control.rejectNext()
 * await provider.request({ method: 'eth_requestAccounts' }) // throws { code: 4001 }
 */
export function createTestWallet(
  parameters: CreateTestWalletParameters,
): CreateTestWalletReturnType {
  if (parameters.chains.length === 0) throw new Error('createTestWallet: no chains')
  if (parameters.accounts.length === 0) throw new Error('createTestWallet: no accounts')
  const initialChains = parameters.chains.map(
    ({ chainId, rpcUrl, name }): Chain => ({ chainId, rpcUrl, name }),
  )
  const initialChainId = parameters.chainId ?? initialChains[0]!.chainId
  const keys: LocalAccount[] = parameters.accounts.map((key) => privateKeyToAccount(key))
  const info = resolveTestWalletInfo(parameters.info)

  let chains = new Map(initialChains.map((chain) => [chain.chainId, { ...chain }]))
  let chainId = initialChainId
  let exposed: Address[] = []
  let connected = true
  let connectedAt = 0
  let mode: TestWalletMode = 'approve'
  let decisions: TestWalletMode[] = []
  let delays: number[] = []
  let missing = new Set<number>()
  let log: TestWalletRequestLogEntry[] = []
  let rpcId = 0
  const listeners = new Map<TestWalletEvent, Set<(payload: never) => void>>()

  function emit<event extends TestWalletEvent>(
    event: event,
    payload: Parameters<TestWalletEventMap[event]>[0],
  ) {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        ;(listener as (payload: unknown) => void)(payload)
      } catch (error) {
        // A throwing dapp listener must not break the wallet; surface it like an uncaught error.
        setTimeout(() => {
          throw error
        })
      }
    }
  }

  function setExposed(addresses: readonly Address[]) {
    const changed =
      addresses.length !== exposed.length ||
      addresses.some((address, i) => !isAddressEqual(address, exposed[i]!))
    exposed = [...addresses]
    if (changed) emit('accountsChanged', [...exposed])
  }

  function setChain(next: number) {
    if (next === chainId) return
    chainId = next
    emit('chainChanged', toHexChainId(next))
  }

  const isKnownChain = (id: number) => chains.has(id) && !missing.has(id)

  // Asks the simulated user. The answer is taken when the request arrives, so concurrent
  // requests consume approveNext/rejectNext/delayNext in call order.
  async function prompt(entry: TestWalletRequestLogEntry) {
    const decision = decisions.shift() ?? mode
    const delay = delays.shift() ?? 0
    entry.decision = decision === 'approve' ? 'approved' : 'rejected'
    if (delay > 0) await sleep(delay)
    if (decision === 'reject') throw userRejectedError()
  }

  function connectAccounts() {
    if (!connected) {
      connected = true
      emit('connect', { chainId: toHexChainId(chainId) })
    }
    if (exposed.length === 0) {
      connectedAt = Date.now()
      setExposed(keys.map((key) => key.address))
    }
  }

  function permissions() {
    if (exposed.length === 0) return []
    return [
      {
        id: `${info.uuid}:eth_accounts`,
        parentCapability: 'eth_accounts',
        invoker: globalThis.location?.origin ?? 'node',
        date: connectedAt,
        caveats: [{ type: 'restrictReturnedAccounts', value: [...exposed] }],
      },
    ]
  }

  /** The key for an exposed address (default: the selected account). */
  function signerFor(address: unknown): LocalAccount {
    if (exposed.length === 0) throw unauthorizedError('Connect first (eth_requestAccounts).')
    const wanted = address === undefined || address === null ? exposed[0]! : address
    if (typeof wanted !== 'string' || !isAddress(wanted, { strict: false }))
      throw invalidParamsError(`expected an address, got ${JSON.stringify(address)}`)
    const isExposed = exposed.some((a) => isAddressEqual(a, wanted))
    const key = keys.find((k) => isAddressEqual(k.address, wanted))
    if (!isExposed || !key) throw unauthorizedError(`Account ${wanted} is not connected.`)
    return key
  }

  function currentRpcUrl(): string {
    const url = chains.get(chainId)?.rpcUrl
    if (!url)
      throw new ProviderRpcError(
        providerErrorCodes.chainDisconnected,
        `The wallet has no RPC URL for chain ${chainId}.`,
      )
    return url
  }

  async function forward(method: string, params: unknown): Promise<unknown> {
    const url = currentRpcUrl()
    let body: { result?: unknown; error?: { code: number; message: string; data?: unknown } }
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params: params ?? [] }),
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

  async function sendTransaction(account: LocalAccount, tx: TxParams): Promise<Hex> {
    const chain = defineChain({
      id: chainId,
      name: chains.get(chainId)?.name ?? `Chain ${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [currentRpcUrl()] } },
    })
    const client = createWalletClient({
      account,
      chain,
      transport: custom(
        { request: ({ method, params }) => forward(method, params) },
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
    const request = {
      account,
      chain,
      to: (tx.to ?? undefined) as Address | undefined,
      data: (tx.data ?? tx.input ?? undefined) as Hex | undefined,
      value: toBigInt(tx.value),
      gas: toBigInt(tx.gas),
      nonce: tx.nonce != null ? Number(tx.nonce) : undefined,
      ...fees,
    } as SendTransactionParameters<typeof chain, LocalAccount>
    return client.sendTransaction(request)
  }

  async function handle(
    method: string,
    params: readonly unknown[],
    raw: unknown,
    entry: TestWalletRequestLogEntry,
  ): Promise<unknown> {
    switch (method) {
      case 'eth_chainId':
        return toHexChainId(chainId)
      case 'net_version':
        return String(chainId)
      case 'eth_accounts':
        return [...exposed]
      case 'eth_requestAccounts':
        if (exposed.length > 0 && connected) return [...exposed]
        await prompt(entry)
        connectAccounts()
        return [...exposed]
      case 'wallet_requestPermissions': {
        const request = params[0]
        if (!request || typeof request !== 'object' || !('eth_accounts' in request))
          throw invalidParamsError('only the eth_accounts permission is supported')
        await prompt(entry)
        connectAccounts()
        return permissions()
      }
      case 'wallet_getPermissions':
        return permissions()
      case 'wallet_revokePermissions':
        setExposed([])
        return null
      case 'wallet_switchEthereumChain': {
        const next = parseChainId((params[0] as { chainId?: unknown } | undefined)?.chainId)
        if (!isKnownChain(next)) throw unrecognizedChainError(next)
        if (next === chainId) return null
        await prompt(entry)
        setChain(next)
        return null
      }
      case 'wallet_addEthereumChain': {
        const request = (params[0] ?? {}) as {
          chainId?: unknown
          chainName?: unknown
          rpcUrls?: unknown
        }
        const next = parseChainId(request.chainId)
        const rpcUrl = Array.isArray(request.rpcUrls) ? request.rpcUrls[0] : undefined
        if (!chains.get(next)?.rpcUrl && typeof rpcUrl !== 'string')
          throw invalidParamsError('rpcUrls must hold at least one URL')
        await prompt(entry)
        const known = chains.get(next)
        chains.set(next, {
          chainId: next,
          rpcUrl: known?.rpcUrl ?? (rpcUrl as string),
          name:
            known?.name ?? (typeof request.chainName === 'string' ? request.chainName : undefined),
        })
        missing.delete(next)
        // Like common wallets, adding a chain also switches to it (wagmi relies on this).
        setChain(next)
        return null
      }
      case 'wallet_watchAsset':
        await prompt(entry)
        return true
      case 'personal_sign': {
        // [message, address]; some old dapps send [address, message].
        let [message, address] = params
        if (isAddress(String(message), { strict: false }) && !isAddress(String(address))) {
          ;[message, address] = [address, message]
        }
        if (typeof message !== 'string') throw invalidParamsError('message must be a string')
        const signer = signerFor(address)
        await prompt(entry)
        return signer.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4': {
        const [address, data] = params
        const signer = signerFor(address)
        let typedData: TypedDataDefinition
        try {
          typedData = (typeof data === 'string' ? JSON.parse(data) : data) as TypedDataDefinition
        } catch {
          throw invalidParamsError('typed data is not valid JSON')
        }
        if (!typedData || typeof typedData !== 'object' || !typedData.primaryType)
          throw invalidParamsError('typed data needs types, primaryType, domain and message')
        await prompt(entry)
        return signer.signTypedData(typedData)
      }
      case 'eth_sendTransaction': {
        const tx = (params[0] ?? {}) as TxParams
        const signer = signerFor(tx.from ?? undefined)
        currentRpcUrl()
        await prompt(entry)
        return sendTransaction(signer, tx)
      }
      default:
        if (unsupported.has(method) || method.startsWith('wallet_'))
          throw unsupportedMethodError(method)
        return forward(method, raw)
    }
  }

  const provider: TestWalletProvider = {
    isGangwayTestWallet: true,
    async request(args) {
      if (!args || typeof args !== 'object' || typeof args.method !== 'string')
        throw invalidParamsError('request expects { method, params? }')
      const { method, params } = args
      const entry: TestWalletRequestLogEntry = { method, params: copy(params), status: 'pending' }
      log.push(entry)
      try {
        const list = Array.isArray(params) ? params : params === undefined ? [] : [params]
        const result = await handle(method, list, params, entry)
        entry.status = 'ok'
        entry.result = copy(result)
        return result
      } catch (error) {
        const providerError = toProviderError(error)
        entry.status = 'error'
        entry.error = { code: providerError.code, message: providerError.message }
        throw providerError
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener as (payload: never) => void)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener as (payload: never) => void)
      return provider
    },
  }

  const control: TestWalletControl = {
    approveNext: () => void decisions.push('approve'),
    rejectNext: () => void decisions.push('reject'),
    setMode(next) {
      if (next !== 'approve' && next !== 'reject') throw new Error(`setMode: unknown mode ${next}`)
      mode = next
    },
    delayNext: (ms) => void delays.push(ms),
    switchChain: (next) => setChain(next),
    setMissingChain: (id) => void missing.add(id),
    emitAccountsChanged(addresses) {
      if (addresses.length > 0) connected = true
      exposed = [...addresses]
      emit('accountsChanged', [...exposed])
    },
    disconnect() {
      exposed = []
      connected = false
      emit(
        'disconnect',
        new ProviderRpcError(providerErrorCodes.disconnected, 'The wallet disconnected.'),
      )
    },
    requests: () => log.map((entry) => copy(entry)),
    state: () => ({
      chainId,
      accounts: [...exposed],
      connected,
      mode,
      chains: [...chains.values()].map((chain) => ({ ...chain })),
    }),
    reset() {
      chains = new Map(initialChains.map((chain) => [chain.chainId, { ...chain }]))
      chainId = initialChainId
      exposed = []
      connected = true
      mode = 'approve'
      decisions = []
      delays = []
      missing = new Set()
      log = []
    },
  }

  return { provider, control, info }
}
