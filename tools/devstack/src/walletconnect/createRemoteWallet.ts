import { randomUUID } from 'node:crypto'
import { handleEvmRequest, ProviderRpcError, providerErrorCodes } from '@gangway/testing'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { buildAuthObject, formatMessage, getSdkError } from '@walletconnect/utils'
import type { Address, Hex, LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { testAccounts } from '../chain/testAccounts.js'
import { buildWalletNamespaces, type WalletNamespaces } from './buildWalletNamespaces.js'
import { createMemoryStorage } from './createMemoryStorage.js'
import { RemoteWalletError, RemoteWalletTimeoutError } from './errors.js'

/** An EVM chain the remote wallet can sign and send on. */
export type RemoteWalletChain = { chainId: number; rpcUrl: string; name?: string }

/** The EVM methods the remote wallet answers (and approves in every session); others get 4200. */
const remoteWalletMethods = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_chainId',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
] as const
const remoteWalletMethodSet: ReadonlySet<string> = new Set(remoteWalletMethods)

/** How session proposals are answered: at once, or by `approve()` / `reject()` calls. */
export type RemoteWalletProposalMode = 'approve' | 'reject' | 'manual'
/** How session requests are answered (`eth_chainId` is always answered). */
export type RemoteWalletRequestMode = 'approve' | 'reject'

/**
 * How the wallet answers a proposal's one-click sign-in requests (`requests.authentication`):
 * `'sign'` signs a CAIP-122 message per requested chain it has (EIP-191 with the active account)
 * and returns the CACAOs with the session; `'unsupported'` approves the session without them (an
 * older wallet); `'reject'` declines the whole proposal (user rejected); `'tamper'` returns CACAOs
 * whose signature does not match their message (for refusal tests).
 */
export type RemoteWalletAuthMode = 'sign' | 'unsupported' | 'reject' | 'tamper'

/** A signing account: a private key, or an index into anvil's funded accounts (0–9). */
export type RemoteWalletAccountSource = { privateKey: Hex } | { accountIndex: number }

/**
 * The wallet's Solana side (`createSolanaRemoteSigner` gives one with a real key): proposals
 * asking for these chains get a `solana` namespace, and requests on them are passed to `request`
 * (its result or thrown `{ code, message }` goes back to the dapp) unless `requestMode` rejects.
 */
export type RemoteWalletSolanaHook = {
  /** CAIP-2 ids, e.g. `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  chains: readonly string[]
  /** Base58 public keys. */
  accounts: readonly string[]
  /** Default: solana_signMessage, solana_signTransaction, solana_signAndSendTransaction. */
  methods?: readonly string[]
  /** Default: none. */
  events?: readonly string[]
  request(args: { method: string; params: unknown; chainId: string }): Promise<unknown>
}

/**
 * The wallet's Bitcoin side (`createBitcoinRemoteSigner` gives one with the regtest keys), the
 * same shape as the Solana hook: proposals asking for these chains get a `bip122` namespace
 * (accounts are addresses), and requests on them go to `request` unless `requestMode` rejects
 * (`getAccountAddresses` asks nobody).
 */
export type RemoteWalletBitcoinHook = RemoteWalletSolanaHook

export type CreateRemoteWalletParameters = {
  /** The relay, e.g. `startRelay().url`. */
  relayUrl: string
  /** Any string works on a local relay; default 'gangway-devstack'. */
  projectId?: string
  /** EVM chains the wallet has; the first is the active one. */
  chains: readonly RemoteWalletChain[]
  /** Default 'approve'. */
  mode?: RemoteWalletProposalMode
  /** Default 'approve'. */
  requestMode?: RemoteWalletRequestMode
  /** One-click sign-in requests; default 'sign'. See {@link RemoteWalletAuthMode}. */
  authMode?: RemoteWalletAuthMode
  /**
   * Code of the user-rejected error sent for requests in `requestMode: 'reject'`: 5000
   * (WalletConnect's USER_REJECTED, what WalletKit wallets send; default) or 4001 (EIP-1193).
   */
  rejectionCode?: 5000 | 4001
  /** Shown to the dapp; default 'Gangway Remote Wallet'. */
  name?: string
  /** Extra peer metadata (description, url, icons). */
  metadata?: Partial<WalletKitTypes.Metadata>
  /** See {@link RemoteWalletSolanaHook}. */
  solana?: RemoteWalletSolanaHook
  /** See {@link RemoteWalletBitcoinHook}. */
  bip122?: RemoteWalletBitcoinHook
  /** WalletConnect's pino log level; default 'error'. */
  logLevel?: 'silent' | 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace'
} & (
  | { privateKey: Hex; accountIndex?: undefined }
  | { accountIndex: number; privateKey?: undefined }
)

/** A proposal the wallet received; the object is live (its status changes). */
export type RemoteWalletProposal = {
  id: number
  pairingTopic: string
  proposer: { name: string; url: string }
  /** CAIP-2 chains the dapp asked for (required and optional). */
  requestedChains: string[]
  receivedAt: number
  status: 'pending' | 'approved' | 'rejected' | 'failed'
  sessionTopic?: string
  error?: string
  /** The one-click sign-in requests it carried (CAIP-122 payloads), if any. */
  authentication?: unknown[]
  /** The CACAOs the wallet returned with the session ('sign' and 'tamper' modes). */
  cacaos?: unknown[]
}

/** A session request and how it was answered. */
export type RemoteWalletRequest = {
  id: number
  topic: string
  /** CAIP-2, e.g. 'eip155:1'. */
  chainId: string
  method: string
  params: unknown
  receivedAt: number
  status: 'pending' | 'approved' | 'rejected' | 'failed'
  result?: unknown
  error?: { code: number; message: string }
}

/** A session as the wallet sees it. */
export type RemoteWalletSession = {
  topic: string
  pairingTopic: string
  peer: { name: string; url: string; description: string; icons: string[] }
  /** EVM chain ids in the session. */
  chainIds: number[]
  /** CAIP-10 accounts, every namespace. */
  accounts: string[]
  namespaces: WalletNamespaces
  /** Seconds since epoch. */
  expiry: number
}

type WaitOptions = { timeoutMs?: number }

/** The scripting API of a remote wallet. */
export type RemoteWallet = {
  /** The active account. */
  readonly address: Address
  readonly addresses: readonly Address[]
  /** The active EVM chain. */
  readonly chainId: number
  readonly chains: readonly RemoteWalletChain[]
  readonly mode: {
    proposals: RemoteWalletProposalMode
    requests: RemoteWalletRequestMode
    authentication: RemoteWalletAuthMode
  }
  setMode(mode: {
    proposals?: RemoteWalletProposalMode
    requests?: RemoteWalletRequestMode
    authentication?: RemoteWalletAuthMode
  }): void
  /** Pairs with a `wc:` URI (from the dapp's `connect()`); the proposal follows on its own. */
  pair(uri: string): Promise<void>
  /**
   * The next proposal (matching `match`) after the one the previous call returned: each is
   * handed out once, in order, so none is missed even if it arrived before the call.
   */
  waitForProposal(
    options?: WaitOptions & { match?: (proposal: RemoteWalletProposal) => boolean },
  ): Promise<RemoteWalletProposal>
  /** Approves a pending proposal (default: the oldest) and resolves once the dapp settled. */
  approve(proposalId?: number): Promise<RemoteWalletSession>
  /** Rejects a pending proposal (default: the oldest) with USER_REJECTED (5000). */
  reject(proposalId?: number): Promise<void>
  /** The next answered request (of `method`, matching `match`), handed out like proposals. */
  waitForRequest(
    options?: WaitOptions & {
      method?: string
      match?: (request: RemoteWalletRequest) => boolean
    },
  ): Promise<RemoteWalletRequest>
  /** The next session approved after the one the previous call returned. */
  waitForSession(options?: WaitOptions): Promise<RemoteWalletSession>
  /**
   * Emits a session event on every session (or `topic`) having the chain: an EVM chain id (default:
   * the active one) or a CAIP-2 id of another namespace (`bip122:…`, `solana:…`).
   */
  emit(event: string, data: unknown, chainId?: number | string, topic?: string): Promise<number>
  /** Replaces the accounts (the first becomes active): session update + accountsChanged. */
  setAccounts(accounts: readonly RemoteWalletAccountSource[]): Promise<void>
  /** Makes a chain the wallet has active: session update if needed + chainChanged. */
  switchChain(chainId: number): Promise<void>
  /** Ends every session (or `topic`) with USER_DISCONNECTED: the dapp gets session_delete. */
  disconnect(topic?: string): Promise<number>
  sessions(): RemoteWalletSession[]
  /** Every request, oldest first. */
  readonly requests: readonly RemoteWalletRequest[]
  /** Every proposal, oldest first. */
  readonly proposals: readonly RemoteWalletProposal[]
  /** The underlying client, for what this API does not cover. */
  readonly walletKit: InstanceType<typeof WalletKit>
  /** Goes offline (no session_delete: sessions stay, as when a phone loses signal). */
  stop(): Promise<void>
}

type PendingProposal = ReturnType<
  InstanceType<typeof WalletKit>['getPendingSessionProposals']
>[number]
type SessionStruct = ReturnType<InstanceType<typeof WalletKit>['getActiveSessions']>[string]

const events = ['chainChanged', 'accountsChanged'] as const
const defaultSolanaMethods = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
]
const icon = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="24" fill="#3b99fc"/><path d="M24 40c13-13 35-13 48 0l-5 5c-10-10-28-10-38 0zm10 10c7-7 21-7 28 0l-5 5c-4-4-14-4-18 0z" fill="#fff"/></svg>',
).toString('base64')}`

/**
 * Creates a scriptable WalletConnect wallet in Node: `@reown/walletkit` on its own
 * `@walletconnect/core` (in-memory storage, its own storage prefix, no telemetry), answering with
 * real keys (viem) against the given chain RPCs. Several wallets and dapp clients can share one
 * process.
 *
 * @example
 * import { createRemoteWallet, startRelay } from '@gangway/devstack'
 * const relay = await startRelay()
 * const wallet = await createRemoteWallet({
 *   relayUrl: relay.url,
 *   chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:8545' }],
 *   accountIndex: 3,
 * })
 * await wallet.pair(uri) // from the dapp's connect(); approved at once (mode 'approve')
 */
export async function createRemoteWallet(
  parameters: CreateRemoteWalletParameters,
): Promise<RemoteWallet> {
  if (parameters.chains.length === 0) throw new RemoteWalletError('The wallet needs a chain.')
  const chains = new Map<number, RemoteWalletChain>(
    parameters.chains.map(({ chainId, rpcUrl, name }) => [chainId, { chainId, rpcUrl, name }]),
  )
  let signers: LocalAccount[] = [resolveAccount(parameters)]
  let activeChainId = parameters.chains[0]!.chainId
  let proposalMode: RemoteWalletProposalMode = parameters.mode ?? 'approve'
  let requestMode: RemoteWalletRequestMode = parameters.requestMode ?? 'approve'
  let authMode: RemoteWalletAuthMode = parameters.authMode ?? 'sign'
  const rejectionCode = parameters.rejectionCode ?? 5000
  const solana = parameters.solana
  const bip122 = parameters.bip122

  const proposals: RemoteWalletProposal[] = []
  const requests: RemoteWalletRequest[] = []
  const approvedSessions: RemoteWalletSession[] = []
  const waiters = new Set<{ check(): boolean; fail(error: Error): void }>()
  const notify = () => {
    for (const waiter of [...waiters]) if (waiter.check()) waiters.delete(waiter)
  }
  let stopped = false

  // Each wallet gets its own core: the core is cached on globalThis per storage prefix.
  const storagePrefix = `gangway-remote-wallet-${randomUUID()}`
  const core = new Core({
    projectId: parameters.projectId ?? 'gangway-devstack',
    relayUrl: parameters.relayUrl,
    customStoragePrefix: storagePrefix,
    storage: createMemoryStorage(),
    telemetryEnabled: false,
    logger: parameters.logLevel ?? 'error',
  })
  // Keep everything on 127.0.0.1. The wallet would ask verify.walletconnect.org about every
  // proposal's origin (there is no option to turn that off): report every origin as UNKNOWN.
  core.verify.resolve = (async () => undefined) as unknown as typeof core.verify.resolve
  // WalletKit sends an INIT event to pulse.walletconnect.org even with telemetryEnabled: false.
  core.eventClient.init = async () => {}

  const walletKit = await WalletKit.init({
    core,
    metadata: {
      name: parameters.name ?? 'Gangway Remote Wallet',
      description: 'Scriptable WalletConnect test wallet (Gangway devstack)',
      url: 'http://127.0.0.1/gangway-remote-wallet',
      icons: [icon],
      ...parameters.metadata,
    },
  })

  const addresses = () => signers.map((signer) => signer.address)
  const summarize = (session: SessionStruct): RemoteWalletSession => {
    const namespaces = session.namespaces as WalletNamespaces
    return {
      topic: session.topic,
      pairingTopic: session.pairingTopic,
      peer: {
        name: session.peer.metadata.name,
        url: session.peer.metadata.url,
        description: session.peer.metadata.description,
        icons: session.peer.metadata.icons,
      },
      chainIds: (namespaces.eip155?.chains ?? []).map((chain) => Number(chain.split(':')[1])),
      accounts: Object.values(namespaces).flatMap((namespace) => namespace.accounts),
      namespaces,
      expiry: session.expiry,
    }
  }
  const activeSessions = (topic?: string) =>
    Object.values(walletKit.getActiveSessions()).filter((s) => !topic || s.topic === topic)

  const assertRunning = () => {
    if (stopped) throw new RemoteWalletError('The remote wallet is stopped.')
  }

  const findPending = (id: number | undefined) => {
    const proposal =
      id === undefined
        ? proposals.find((p) => p.status === 'pending')
        : proposals.find((p) => p.id === id)
    if (!proposal)
      throw new RemoteWalletError(
        id === undefined ? 'No pending proposal.' : `No proposal with id ${id}.`,
      )
    if (proposal.status !== 'pending')
      throw new RemoteWalletError(`Proposal ${proposal.id} is already ${proposal.status}.`)
    return proposal
  }

  async function approve(id?: number): Promise<RemoteWalletSession> {
    assertRunning()
    const proposal = findPending(id)
    // Typed as a record by id, but an array at runtime: search the values.
    const struct = Object.values(walletKit.getPendingSessionProposals()).find(
      (pending) => pending.id === proposal.id,
    )
    if (!struct) {
      proposal.status = 'failed'
      proposal.error = 'The proposal expired or was answered elsewhere.'
      notify()
      throw new RemoteWalletError(`Proposal ${proposal.id} expired or was answered.`)
    }
    const namespaces = buildWalletNamespaces({
      requiredNamespaces: struct.requiredNamespaces,
      optionalNamespaces: struct.optionalNamespaces,
      chainIds: [...chains.keys()],
      addresses: addresses(),
      methods: remoteWalletMethods,
      events,
      solana: solana && {
        chains: solana.chains,
        accounts: solana.accounts,
        methods: solana.methods ?? defaultSolanaMethods,
        events: solana.events ?? [],
      },
      bip122: bip122 && {
        chains: bip122.chains,
        accounts: bip122.accounts,
        methods: bip122.methods ?? [],
        events: bip122.events ?? [],
      },
    })
    if (Object.keys(namespaces).length === 0) {
      proposal.status = 'rejected'
      proposal.error = 'No requested chain is supported.'
      await walletKit.rejectSession({ id: proposal.id, reason: getSdkError('UNSUPPORTED_CHAINS') })
      notify()
      throw new RemoteWalletError(
        `Proposal ${proposal.id} asks for ${proposal.requestedChains.join(', ') || 'nothing'}; the wallet has ${[...chains.keys()].map((c) => `eip155:${c}`).join(', ')}.`,
      )
    }
    const asked = struct.requests?.authentication ?? []
    if (asked.length && authMode === 'reject') {
      proposal.status = 'rejected'
      proposal.error = 'The user declined to sign in.'
      await walletKit.rejectSession({ id: proposal.id, reason: getSdkError('USER_REJECTED') })
      notify()
      throw new RemoteWalletError(`Proposal ${proposal.id}: sign-in declined ('reject' mode).`)
    }
    proposal.status = 'approved'
    try {
      const cacaos = authMode === 'unsupported' ? [] : await signAuthentication(asked)
      if (cacaos.length) proposal.cacaos = cacaos
      const session = summarize(
        await walletKit.approveSession({
          id: proposal.id,
          namespaces,
          ...(cacaos.length ? { proposalRequestsResponses: { authentication: cacaos } } : {}),
        }),
      )
      proposal.sessionTopic = session.topic
      approvedSessions.push(session)
      return session
    } catch (error) {
      proposal.status = 'failed'
      proposal.error = (error as Error).message
      throw new RemoteWalletError(`Approving proposal ${proposal.id} failed.`, { cause: error })
    } finally {
      notify()
    }
  }

  /**
   * One CACAO per requested eip155 chain the wallet has: the CAIP-122 message WalletConnect's own
   * `formatMessage` builds from the request (what a WalletKit wallet shows and signs), signed by
   * the active account with EIP-191.
   */
  async function signAuthentication(
    asked: NonNullable<NonNullable<PendingProposal['requests']>['authentication']>,
  ) {
    const signer = signers[0]!
    const cacaos = []
    for (const request of asked) {
      for (const chain of request.chains) {
        const [namespace, reference] = chain.split(':')
        if (namespace !== 'eip155' || !chains.has(Number(reference))) continue
        const iss = `did:pkh:${chain}:${signer.address}`
        const message = formatMessage(request, iss)
        // 'tamper': a real signature over other text, so it recovers to another address.
        const signature = await signer.signMessage({
          message: authMode === 'tamper' ? `${message}\nTampered` : message,
        })
        cacaos.push(buildAuthObject(request, { t: 'eip191', s: signature }, iss))
      }
    }
    return cacaos
  }

  async function reject(id?: number): Promise<void> {
    assertRunning()
    const proposal = findPending(id)
    proposal.status = 'rejected'
    try {
      await walletKit.rejectSession({ id: proposal.id, reason: getSdkError('USER_REJECTED') })
    } finally {
      notify()
    }
  }

  walletKit.on('session_proposal', (event: WalletKitTypes.SessionProposal) => {
    const { requiredNamespaces = {}, optionalNamespaces = {} } = event.params
    const proposal: RemoteWalletProposal = {
      id: event.id,
      pairingTopic: event.params.pairingTopic,
      proposer: {
        name: event.params.proposer.metadata.name,
        url: event.params.proposer.metadata.url,
      },
      requestedChains: [
        ...new Set(
          [requiredNamespaces, optionalNamespaces].flatMap((namespaces) =>
            Object.entries(namespaces).flatMap(([key, ns]) =>
              key.includes(':') ? [key] : (ns.chains ?? []),
            ),
          ),
        ),
      ],
      receivedAt: Date.now(),
      status: 'pending',
      ...(event.params.requests?.authentication?.length
        ? { authentication: event.params.requests.authentication }
        : {}),
    }
    proposals.push(proposal)
    notify()
    // Errors are kept on the proposal (status 'failed' / 'rejected'), for tests and /state.
    if (proposalMode === 'approve') approve(proposal.id).catch(() => {})
    else if (proposalMode === 'reject') reject(proposal.id).catch(() => {})
  })

  walletKit.on('proposal_expire', ({ id }: WalletKitTypes.ProposalExpire) => {
    const proposal = proposals.find((p) => p.id === id && p.status === 'pending')
    if (!proposal) return
    proposal.status = 'failed'
    proposal.error = 'The proposal expired.'
    notify()
  })

  walletKit.on('session_request', async (event: WalletKitTypes.SessionRequest) => {
    const { request, chainId } = event.params
    const entry: RemoteWalletRequest = {
      id: event.id,
      topic: event.topic,
      chainId,
      method: request.method,
      params: request.params,
      receivedAt: Date.now(),
      status: 'pending',
    }
    requests.push(entry)
    try {
      entry.result = await answer(request.method, request.params, chainId)
      entry.status = 'approved'
    } catch (error) {
      const code = error instanceof ProviderRpcError ? error.code : providerErrorCodes.internal
      entry.status = code === 5000 || code === 4001 ? 'rejected' : 'failed'
      entry.error = { code, message: (error as Error).message }
    }
    try {
      await walletKit.respondSessionRequest({
        topic: event.topic,
        response:
          entry.status === 'approved'
            ? { id: event.id, jsonrpc: '2.0', result: entry.result ?? null }
            : { id: event.id, jsonrpc: '2.0', error: entry.error! },
      })
    } catch (error) {
      entry.status = 'failed'
      entry.error = { code: providerErrorCodes.internal, message: (error as Error).message }
    }
    notify()
  })

  async function answer(method: string, params: unknown, chainId: string): Promise<unknown> {
    // Non-EVM namespaces: the simulated user decides their requests too (account queries ask
    // nobody).
    const other = chainId.startsWith('solana:')
      ? { hook: solana, name: 'Solana', quiet: /^solana_(get|request)Accounts$/ }
      : chainId.startsWith('bip122:')
        ? { hook: bip122, name: 'Bitcoin', quiet: /^getAccountAddresses$/ }
        : undefined
    if (other) {
      if (!other.hook) throw new ProviderRpcError(4200, `No ${other.name} signer: ${method}`)
      if (requestMode === 'reject' && !other.quiet.test(method))
        throw new ProviderRpcError(
          rejectionCode,
          rejectionCode === 5000 ? 'User rejected.' : 'User rejected the request.',
        )
      try {
        return await other.hook.request({ method, params, chainId })
      } catch (error) {
        const code = (error as { code?: unknown }).code
        throw new ProviderRpcError(
          typeof code === 'number' ? code : providerErrorCodes.internal,
          (error as Error).message,
        )
      }
    }
    return handleEvmRequest({
      request: { method, params },
      accounts: signers,
      chainId: Number(chainId.split(':')[1]),
      activeChainId,
      chains,
      methods: remoteWalletMethodSet,
      otherMethods: 'refuse',
      // The simulated user: requestMode decides every request that asks them.
      async prompt() {
        if (requestMode === 'reject')
          throw new ProviderRpcError(
            rejectionCode,
            rejectionCode === 5000 ? 'User rejected.' : 'User rejected the request.',
          )
      },
      switchChain,
      // A chain the wallet has keeps its RPC; adding does not switch (the dapp switches next).
      addChain(chain) {
        if (!chains.has(chain.chainId)) chains.set(chain.chainId, chain)
      },
    })
  }

  /** Re-approves each session's EVM namespace with the current accounts and `extraChain`. */
  async function updateSessions(extraChain?: number, topic?: string) {
    for (const session of activeSessions(topic)) {
      const namespaces = structuredClone(session.namespaces) as WalletNamespaces
      const evm = namespaces.eip155
      if (!evm) continue
      const chainsInSession = evm.chains
      const wanted = `eip155:${extraChain}`
      if (extraChain !== undefined && !chainsInSession.includes(wanted))
        chainsInSession.push(wanted)
      const accounts = chainsInSession.flatMap((chain) =>
        addresses().map((address) => `${chain}:${address}`),
      )
      if (
        accounts.join() === evm.accounts.join() &&
        chainsInSession.length === session.namespaces.eip155?.chains?.length
      )
        continue
      evm.accounts = accounts
      await walletKit.updateSession({ topic: session.topic, namespaces })
    }
  }

  async function emit(
    event: string,
    data: unknown,
    chainId: number | string = activeChainId,
    topic?: string,
  ) {
    assertRunning()
    let sent = 0
    // A number is an EVM chain id; a string a CAIP-2 id of any namespace (`bip122:…`).
    const chain = typeof chainId === 'number' ? `eip155:${chainId}` : chainId
    const namespace = chain.split(':')[0]!
    for (const session of activeSessions(topic)) {
      if (!session.namespaces[namespace]?.chains?.includes(chain)) continue
      await walletKit.emitSessionEvent({
        topic: session.topic,
        event: { name: event, data },
        chainId: chain,
      })
      sent++
    }
    return sent
  }

  async function switchChain(chainId: number) {
    assertRunning()
    if (!chains.has(chainId))
      throw new RemoteWalletError(
        `The wallet has no chain ${chainId} (it has ${[...chains.keys()].join(', ')}).`,
      )
    activeChainId = chainId
    await updateSessions(chainId)
    await emit('chainChanged', chainId, chainId)
  }

  function waitFor<T>(
    what: string,
    find: () => T | undefined,
    { timeoutMs = 15_000 }: WaitOptions = {},
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(waiter)
        reject(new RemoteWalletTimeoutError(what, timeoutMs))
      }, timeoutMs)
      const waiter = {
        check() {
          const found = find()
          if (found === undefined) return false
          clearTimeout(timer)
          resolve(found)
          return true
        },
        fail(error: Error) {
          clearTimeout(timer)
          reject(error)
        },
      }
      if (stopped) return waiter.fail(new RemoteWalletError('The remote wallet is stopped.'))
      if (!waiter.check()) waiters.add(waiter)
    })
  }

  let proposalCursor = 0
  let requestCursor = 0
  let sessionCursor = 0

  return {
    get address() {
      return signers[0]!.address
    },
    get addresses() {
      return addresses()
    },
    get chainId() {
      return activeChainId
    },
    get chains() {
      return [...chains.values()]
    },
    get mode() {
      return { proposals: proposalMode, requests: requestMode, authentication: authMode }
    },
    setMode(mode) {
      if (mode.proposals) proposalMode = mode.proposals
      if (mode.requests) requestMode = mode.requests
      if (mode.authentication) authMode = mode.authentication
    },
    async pair(uri) {
      assertRunning()
      if (!uri.startsWith('wc:')) throw new RemoteWalletError(`Not a WalletConnect URI: ${uri}`)
      try {
        await walletKit.pair({ uri })
      } catch (error) {
        throw new RemoteWalletError(`Pairing failed: ${(error as Error).message}`, {
          cause: error,
        })
      }
    },
    waitForProposal(options = {}) {
      return waitFor(
        'a session proposal',
        () => {
          for (let i = proposalCursor; i < proposals.length; i++) {
            const proposal = proposals[i]!
            if (options.match && !options.match(proposal)) continue
            proposalCursor = i + 1
            return proposal
          }
          return undefined
        },
        options,
      )
    },
    approve,
    reject,
    waitForRequest(options = {}) {
      return waitFor(
        options.method ? `an answered ${options.method} request` : 'an answered request',
        () => {
          for (let i = requestCursor; i < requests.length; i++) {
            const entry = requests[i]!
            if (entry.status === 'pending') return undefined
            if (options.method && entry.method !== options.method) continue
            if (options.match && !options.match(entry)) continue
            requestCursor = i + 1
            return entry
          }
          return undefined
        },
        options,
      )
    },
    waitForSession(options) {
      return waitFor(
        'an approved session',
        () => {
          const next = approvedSessions[sessionCursor]
          if (next) sessionCursor++
          return next
        },
        options,
      )
    },
    emit,
    async setAccounts(accounts) {
      assertRunning()
      if (accounts.length === 0) throw new RemoteWalletError('setAccounts needs an account.')
      signers = accounts.map(resolveAccount)
      await updateSessions()
      for (const session of activeSessions()) {
        const evmChains = session.namespaces.eip155?.chains ?? []
        const chain = evmChains.includes(`eip155:${activeChainId}`)
          ? activeChainId
          : Number(evmChains[0]?.split(':')[1])
        if (Number.isFinite(chain)) await emit('accountsChanged', addresses(), chain, session.topic)
      }
    },
    switchChain,
    async disconnect(topic) {
      assertRunning()
      const sessions = activeSessions(topic)
      for (const session of sessions)
        await walletKit.disconnectSession({
          topic: session.topic,
          reason: getSdkError('USER_DISCONNECTED'),
        })
      return sessions.length
    },
    sessions() {
      return activeSessions().map(summarize)
    },
    get requests() {
      return requests
    },
    get proposals() {
      return proposals
    },
    walletKit,
    async stop() {
      if (stopped) return
      stopped = true
      for (const waiter of waiters) waiter.fail(new RemoteWalletError('The remote wallet stopped.'))
      waiters.clear()
      await core.relayer.transportClose().catch(() => {})
      core.heartbeat.stop()
      // Drop the per-prefix global the core registered itself under, so it can be collected.
      delete (globalThis as Record<string, unknown>)[`_walletConnectCore_${storagePrefix}`]
    },
  }
}

function resolveAccount(source: RemoteWalletAccountSource | CreateRemoteWalletParameters) {
  if ('privateKey' in source && source.privateKey) return privateKeyToAccount(source.privateKey)
  const index = (source as { accountIndex?: number }).accountIndex
  const account = index === undefined ? undefined : testAccounts[index]
  if (!account)
    throw new RemoteWalletError(
      `accountIndex must be 0–${testAccounts.length - 1} (anvil's funded accounts), got ${index}.`,
    )
  return privateKeyToAccount(account.privateKey)
}
