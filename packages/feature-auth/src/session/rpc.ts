import { AUTH_CONNECTOR_ID, AUTH_TIMEOUTS, FRAME_APPROVAL_METHODS } from '../constants.js'
import { FrameNetworkMismatchError } from '../errors.js'
import { type CaipNetworkId, RpcMethodNotAllowedError } from '../internal/core.js'
import { AUTH_STORAGE_KEYS, clearLoginCache } from '../storage.js'
import { chainNumber, namedChain, toHex } from './chains.js'
import { remember, type SessionState } from './sessionState.js'

/** Methods that send a transaction: closing the modal does not abort them (spec §4). */
const TRANSACTIONS = new Set(['eth_sendTransaction', 'wallet_sendCalls', 'eth_sendUserOperation'])
/** eip155 methods the frame serves (spec §7's list); anything else is refused (spec §6). */
const FRAME_METHOD = /^(eth_|wallet_|personal_sign$|net_|web3_)/
const KNOWN_OTHER = new Set(['personal_sign'])

/**
 * The embedded wallet's EIP-1193 provider: accounts and chain answered here, every other eip155
 * method sent to the frame (its unsafe ones after the frame's approval page), the smart accounts
 * read once per login. Requests the visitor left are aborted (spec §4): closing the modal with no
 * pending transaction rejects pending requests, and a request still on the frame's approval page
 * is pending, so closing always aborts it; going back from that page aborts it too. `stop` ends
 * that watch.
 */
export function createProvider(state: SessionState): {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  stop(): void
} {
  const { engine, runtime, client, chainId } = state
  /** Whether the smart accounts of the user logged in now were read: once per login (a host may poll accounts). */
  let smartSynced = false
  /** RPC requests sent to the frame; `approved` once the frame's page was answered (or none asks). */
  const inflight = new Map<AbortController, { method: string; approved: boolean }>()
  /** How many approval steps this provider opened itself (their ids count up). */
  let approvals = 0
  const unsubscribeModal = engine.$modal.listen((modal) => {
    if (modal.open) return
    const sending = [...inflight.values()].some((r) => r.approved && TRANSACTIONS.has(r.method))
    for (const [controller, r] of inflight) if (!r.approved || !sending) controller.abort()
  })
  const unsubscribeRouter = engine.$router.listen(({ view }) => {
    if (view === 'ApproveTransaction') return
    for (const [controller, r] of inflight) if (!r.approved) controller.abort()
  })

  /** Forgets the user: the login cache (spec §4), the account's email and type, the smart accounts. */
  const forget = () => {
    clearLoginCache(engine.storage)
    runtime.$userEmail.set(undefined)
    runtime.$accountType.set(undefined)
    smartSynced = false
    state.user = undefined
  }

  const syncOnce = () => {
    if (smartSynced) return
    smartSynced = true
    void syncSmartAccounts()
  }

  async function request({ method, params }: { method: string; params?: unknown }) {
    switch (method) {
      case 'eth_accounts': {
        // Spec §4: a reload restores through the login flag, then is-connected. Without the flag
        // (signed out, perhaps while the frame had not answered SIGN_OUT yet) nothing is restored.
        if (!state.user && !engine.storage.get(AUTH_STORAGE_KEYS.emailLoginUsed)) return []
        // A not-connected check clears the cache.
        const { isConnected } = await client.call('IS_CONNECTED')
        if (!isConnected) {
          forget()
          return []
        }
        const restored = remember(state, await client.call('GET_USER', { chainId }))
        syncOnce()
        return [restored.address]
      }
      case 'eth_requestAccounts': {
        const next = remember(state, await client.call('GET_USER', { chainId }))
        syncOnce()
        return [next.address]
      }
      case 'eth_chainId':
        if (state.user) return toHex(chainNumber(state.user.chainId))
        return toHex(chainNumber((await client.call('GET_CHAIN_ID')).chainId))
      case 'wallet_switchEthereumChain': {
        const [{ chainId: hex }] = params as [{ chainId: string }]
        const id = Number(hex)
        const next = `eip155:${id}`
        const reply = await client.call('SWITCH_NETWORK', { chainId: next })
        // A reply naming another chain is refused, never adopted: the frame does not get to
        // move the wallet to a chain the dapp did not ask for.
        if (namedChain(reply.chainId) !== id)
          throw new FrameNetworkMismatchError(next, reply.chainId)
        if (state.user) remember(state, { ...state.user, chainId: `eip155:${id}` })
        runtime.events.emit('chainChanged', toHex(id))
        if (state.user) await followNetwork(`eip155:${id}` as CaipNetworkId)
        return null
      }
      case 'wallet_revokePermissions':
        // The login keys go first: a reload while the frame still signs out (up to 3 s) must
        // not find the login flag and restore the session the visitor just left.
        forget()
        await client.signOut()
        return null
    }
    if (!FRAME_METHOD.test(method) && !KNOWN_OTHER.has(method))
      throw new RpcMethodNotAllowedError({ code: 4200, details: method })
    const asks = FRAME_APPROVAL_METHODS.has(method)
    // The frame asks on its own page, shown in ApproveTransaction. The host's provider got there
    // through core's approval step; a flow that calls the wallet directly (a sign-in, a name's
    // registration) opens that step here.
    let own: string | undefined
    if (asks && !(engine.$modal.get().open && runtime.$framePageShown.get())) {
      own = `${AUTH_CONNECTOR_ID}:frame-${++approvals}`
      await runtime.approvals.requestApproval({
        namespace: 'eip155',
        method,
        params: params ?? [],
        id: own,
        connectorId: AUTH_CONNECTOR_ID,
        isTransaction: TRANSACTIONS.has(method),
      })
    }
    const controller = new AbortController()
    const entry = { method, approved: !asks }
    inflight.set(controller, entry)
    try {
      const result = await client.call(
        'RPC_REQUEST',
        {
          method,
          params: params ?? [],
          chainId: state.user ? `eip155:${chainNumber(state.user.chainId)}` : chainId,
        },
        {
          signal: controller.signal,
          ...(asks ? { timeout: AUTH_TIMEOUTS.approval } : {}),
          onApproved: () => {
            entry.approved = true
          },
        },
      )
      if (own) runtime.approvals.settleApproval(own, { ok: true })
      return result
    } catch (error) {
      if (own) runtime.approvals.settleApproval(own, { ok: false, error })
      throw error
    } finally {
      inflight.delete(controller)
    }
  }

  /**
   * Spec §4 "Smart-account networks are saved as a comma list and emptied on error"; on one of
   * them the smart account is initialised (spec §7 "init … preferred account"). Best effort:
   * each call settles on its own.
   */
  async function syncSmartAccounts(): Promise<void> {
    let networks: string[] = []
    try {
      networks = (await client.call('GET_SMART_ACCOUNT_ENABLED_NETWORKS'))
        .smartAccountEnabledNetworks
    } catch (error) {
      engine.logger.debug('auth: no smart-account networks', error)
    }
    engine.storage.set(AUTH_STORAGE_KEYS.smartAccountNetworks, networks)
    runtime.$smartNetworks.set(networks)
    const current = state.user && `eip155:${chainNumber(state.user.chainId)}`
    if (current && networks.includes(current))
      await client.call('INIT_SMART_ACCOUNT').catch((error: unknown) => {
        engine.logger.debug('auth: the smart account did not initialise', error)
      })
  }

  /**
   * After a network switch the account type is the new network's (spec §3: smartAccount only on
   * a smart-account network): the frame's user is read again (its preferred type and address on
   * this network), the smart-account networks too, and a new address is announced. Best effort:
   * a failure keeps what was known.
   */
  async function followNetwork(caip: CaipNetworkId): Promise<void> {
    const before = state.user?.address
    try {
      const reply = await client.call('GET_USER', { chainId: caip })
      // Its user on another chain than the one just switched to is not adopted (the frame does
      // not get to move the wallet to a chain the dapp did not ask for).
      if (namedChain(reply.chainId) !== chainNumber(caip))
        throw new FrameNetworkMismatchError(caip, reply.chainId)
      const next = remember(state, reply)
      await syncSmartAccounts()
      if (before && next.address.toLowerCase() !== before.toLowerCase())
        runtime.events.emit('accountsChanged', [next.address])
    } catch (error) {
      engine.logger.debug('auth: the account after the network switch was not read', error)
    }
  }

  return {
    request,
    stop() {
      unsubscribeModal()
      unsubscribeRouter()
    },
  }
}
