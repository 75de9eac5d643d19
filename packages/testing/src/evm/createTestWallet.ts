import { type Address, type Hex, isAddress, isAddressEqual, type LocalAccount } from 'viem'
import { privateKeyToAccount, toAccount } from 'viem/accounts'
import {
  invalidParamsError,
  ProviderRpcError,
  providerErrorCodes,
  toProviderError,
  userRejectedError,
} from './errors.js'
import { type EvmWalletChain, handleEvmRequest } from './handleEvmRequest.js'
import { resolveTestWalletInfo, type TestWalletInfo } from './testWalletInfo.js'

/** A chain the test wallet knows. Without `rpcUrl`, requests forwarded on it fail with 4901. */
export type TestWalletChain = EvmWalletChain

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
  /**
   * The next prompting request is never answered (the user walked away from the prompt): it
   * stays `pending` in `requests()` while the dapp waits; `reset()` forgets it.
   */
  hangNext(): void
  /** Sticky answer for prompting requests with nothing queued. Default 'approve'. */
  setMode(mode: TestWalletMode): void
  /** The next prompting request waits `ms` before it is answered (the user thinking). */
  delayNext(ms: number): void
  /** The wallet itself switches chain (any id, even one the dapp does not know) and emits chainChanged. */
  switchChain(chainId: number): void
  /**
   * wallet_switchEthereumChain to `chainId` answers 4902 until wallet_addEthereumChain adds it;
   * with `{ addable: false }` wallet_addEthereumChain for it answers 4200 (a wallet that cannot
   * add chains), so it stays missing.
   */
  setMissingChain(chainId: number, options?: { addable?: boolean }): void
  /** Exposes `addresses` (first = selected; [] = none) and emits accountsChanged. */
  emitAccountsChanged(addresses: readonly Address[]): void
  /**
   * Adds a smart account (an ERC-1271 contract) the wallet signs
   * for with its owner's key (default: the first key), as Safe-style wallets do; it comes first
   * on the next connect. It signs messages and typed data, never transactions.
   */
  addSmartAccount(address: Address, owner?: Address): void
  /**
   * Drops the accounts and emits `disconnect` (4900); a later eth_requestAccounts reconnects.
   * Forgets the stored connection (`persist`).
   */
  disconnect(): void
  /**
   * Forgets the site without telling the page (no event): as when the extension is locked or the
   * site removed in it behind the page's back. eth_accounts answers [], the stored connection
   * (`persist`) is removed, and the next eth_requestAccounts asks again.
   */
  forgetSite(): void
  /** Every request so far, oldest first (copies). */
  requests(): TestWalletRequestLogEntry[]
  state(): TestWalletState
  /**
   * Back to the initial state (no accounts, first chain, mode 'approve', empty log); no events.
   * Forgets the stored connection (`persist`).
   */
  reset(): void
}

/** Where a persisting wallet keeps the site's connection: the page's `localStorage`, say. */
export type TestWalletStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The `localStorage` key of the injected wallet's stored connection (`persist: true`). */
export const TEST_WALLET_STORAGE_KEY = '__gangwayTestWallet'

/** What a persisting wallet stores: the accounts exposed to the site ([] = none) and its chain. */
type StoredConnection = { accounts: Address[]; chainId: number }

/** The stored connection, when it is one (the page's storage is not trusted). */
function parseStoredConnection(text: string | null): StoredConnection | undefined {
  if (text === null) return undefined
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!value || typeof value !== 'object') return undefined
  const { accounts, chainId } = value as Record<string, unknown>
  if (!Array.isArray(accounts) || !accounts.every((a) => typeof a === 'string' && isAddress(a)))
    return undefined
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId < 1) return undefined
  return { accounts: accounts as Address[], chainId }
}

export type CreateTestWalletParameters = {
  /** Known chains; the first is the initial one unless `chainId` says otherwise. */
  chains: readonly TestWalletChain[]
  /** Private keys; their addresses are exposed on connect, the first one selected. */
  accounts: readonly Hex[]
  info?: Partial<TestWalletInfo>
  chainId?: number
  /**
   * Remember the site's connection in `storage` (under `key`, default `__gangwayTestWallet`) and
   * start from it, as an extension does across reloads: the accounts exposed to the site and the
   * chain. `disconnect()`, `forgetSite()` and `reset()` remove it.
   */
  persist?: { storage: TestWalletStorage; key?: string }
}

export type CreateTestWalletReturnType = {
  provider: TestWalletProvider
  control: TestWalletControl
  info: TestWalletInfo
}

// What the injected wallet answers itself; other read methods go to the chain's RPC.
const testWalletMethods: ReadonlySet<string> = new Set([
  'eth_chainId',
  'net_version',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
])

const toHexChainId = (chainId: number): Hex => `0x${chainId.toString(16)}`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const copy = <value>(value: value): value =>
  value === undefined
    ? value
    : JSON.parse(JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v)))

/**
 * Creates an injected-style EIP-1193 wallet for tests: it signs with real private
 * keys (personal_sign, eth_signTypedData_v4, eth_sendTransaction as a locally signed raw
 * transaction), forwards every other read method to the current chain's JSON-RPC URL (any EVM
 * node: anvil, hardhat, a fork), and is
 * scripted through `control`. Works in Node and browsers (needs only `fetch`).
 *
 * @example
 * import { createTestWallet } from '@gangway/testing'
 * const { provider, control } = createTestWallet({
 *   chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }], // anvil
 *   accounts: ['0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'],
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
    ({ chainId, rpcUrl, name }): TestWalletChain => ({ chainId, rpcUrl, name }),
  )
  const initialChainId = parameters.chainId ?? initialChains[0]!.chainId
  const ownKeys: LocalAccount[] = parameters.accounts.map((key) => privateKeyToAccount(key))
  let keys = [...ownKeys]
  const info = resolveTestWalletInfo(parameters.info)

  let chains = new Map(initialChains.map((chain) => [chain.chainId, { ...chain }]))
  let chainId = initialChainId
  let exposed: Address[] = []
  let connected = true
  let connectedAt = 0
  let mode: TestWalletMode = 'approve'
  let decisions: (TestWalletMode | 'hang')[] = []
  let delays: number[] = []
  let missing = new Set<number>()
  let unaddable = new Set<number>()
  let log: TestWalletRequestLogEntry[] = []
  const listeners = new Map<TestWalletEvent, Set<(payload: never) => void>>()

  const persist = parameters.persist
  const storageKey = persist?.key ?? TEST_WALLET_STORAGE_KEY
  // A storage that refuses (quota, a sandboxed frame) is said in the console, not thrown at the
  // dapp's request that changed the state.
  function store(write: (storage: TestWalletStorage) => void) {
    if (!persist) return
    try {
      write(persist.storage)
    } catch (error) {
      console.warn('[gangway test wallet] could not store the connection:', error)
    }
  }
  const save = () =>
    store((storage) =>
      storage.setItem(
        storageKey,
        JSON.stringify({ accounts: connected ? exposed : [], chainId } satisfies StoredConnection),
      ),
    )
  const forget = () => store((storage) => storage.removeItem(storageKey))
  if (persist) {
    let text: string | null = null
    store((storage) => {
      text = storage.getItem(storageKey)
    })
    const stored = parseStoredConnection(text)
    if (stored) {
      // No listener yet: the wallet simply starts where the last page left it.
      chainId = stored.chainId
      exposed = stored.accounts
      if (exposed.length > 0) connectedAt = Date.now()
    } else if (text !== null) forget()
  }

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
    if (changed) {
      save()
      emit('accountsChanged', [...exposed])
    }
  }

  function setChain(next: number) {
    if (next === chainId) return
    chainId = next
    save()
    emit('chainChanged', toHexChainId(next))
  }

  // Asks the simulated user. The answer is taken when the request arrives, so concurrent
  // requests consume approveNext/rejectNext/delayNext in call order.
  async function prompt(entry: TestWalletRequestLogEntry) {
    const decision = decisions.shift() ?? mode
    const delay = delays.shift() ?? 0
    // Never settles: the request stays pending, as with a wallet whose prompt is left open.
    if (decision === 'hang') return new Promise<never>(() => {})
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

  async function handle(
    method: string,
    params: unknown,
    entry: TestWalletRequestLogEntry,
  ): Promise<unknown> {
    switch (method) {
      case 'eth_accounts':
        return [...exposed]
      case 'eth_requestAccounts':
        if (exposed.length > 0 && connected) return [...exposed]
        await prompt(entry)
        connectAccounts()
        return [...exposed]
      case 'wallet_requestPermissions': {
        const request = Array.isArray(params) ? params[0] : params
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
      default:
        return handleEvmRequest({
          request: { method, params },
          // The keys of the exposed addresses, the selected one first.
          accounts: exposed.flatMap((address) =>
            keys.filter((key) => isAddressEqual(key.address, address)),
          ),
          chainId,
          chains,
          missingChains: missing,
          unaddableChains: unaddable,
          methods: testWalletMethods,
          otherMethods: 'forward',
          prompt: () => prompt(entry),
          switchChain: setChain,
          addChain(chain) {
            chains.set(chain.chainId, chain)
            missing.delete(chain.chainId)
            // Like common wallets, adding a chain also switches to it (wagmi relies on this).
            setChain(chain.chainId)
          },
        })
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
        const result = await handle(method, params, entry)
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
    hangNext: () => void decisions.push('hang'),
    setMode(next) {
      if (next !== 'approve' && next !== 'reject') throw new Error(`setMode: unknown mode ${next}`)
      mode = next
    },
    delayNext: (ms) => void delays.push(ms),
    switchChain: (next) => setChain(next),
    setMissingChain(id, options) {
      missing.add(id)
      if (options?.addable === false) unaddable.add(id)
      else unaddable.delete(id)
    },
    emitAccountsChanged(addresses) {
      if (addresses.length > 0) connected = true
      exposed = [...addresses]
      save()
      emit('accountsChanged', [...exposed])
    },
    disconnect() {
      exposed = []
      connected = false
      forget()
      emit(
        'disconnect',
        new ProviderRpcError(providerErrorCodes.disconnected, 'The wallet disconnected.'),
      )
    },
    forgetSite() {
      exposed = []
      forget()
    },
    addSmartAccount(address, owner = ownKeys[0]!.address) {
      const key = ownKeys.find((k) => isAddressEqual(k.address, owner))
      if (!key) throw new Error(`addSmartAccount: no key for the owner ${owner}`)
      const smart = toAccount({
        address,
        signMessage: (args) => key.signMessage(args),
        signTypedData: (args) => key.signTypedData(args),
        async signTransaction() {
          throw new ProviderRpcError(
            providerErrorCodes.unsupportedMethod,
            'A smart account sends through its owner, not with a raw transaction.',
          )
        },
      })
      keys = [smart, ...keys.filter((k) => !isAddressEqual(k.address, address))]
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
      keys = [...ownKeys]
      chains = new Map(initialChains.map((chain) => [chain.chainId, { ...chain }]))
      chainId = initialChainId
      exposed = []
      connected = true
      mode = 'approve'
      decisions = []
      delays = []
      missing = new Set()
      unaddable = new Set()
      log = []
      forget()
    },
  }

  return { provider, control, info }
}
