// Entry of the login frame's browser bundle (built by startAuthFrame with esbuild): the page the
// host's hidden iframe loads from the frame origin. It speaks the app↔frame message catalogue
// (spec §7): `{ type: '@gw-app/NAME', id, payload }` in, `{ type: '@gw-frame/NAME_SUCCESS' |
// '@gw-frame/NAME_ERROR', id, payload }` out, plus the `@gw-frame/READY` broadcast. The user's
// private key lives in this origin's localStorage only: it signs here and is never posted out.
import { createWalletClient, type Hex, http, isHex, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  deploySmartAccount,
  type FrameAccounts,
  FrameRpcError,
  getCallsStatus,
  getCapabilities,
  isSmartAccountDeployed,
  localCallsBatchStore,
  type OwnerClient,
  sendCalls,
  sendFromSmartAccount,
  smartAccountAddress,
} from './frameSmartAccount.js'

export type FrameConfig = {
  /** The frame server's own origin (email codes, keys, fault switches). */
  api: string
  chains: { chainId: number; rpcUrl: string }[]
}

type Faults = {
  ready: 'normal' | 'late' | 'absent'
  readyDelayMs: number
  silent: string[]
  emptyError: string[]
  malformed: string[]
}

const APP = '@gw-app/'
const FRAME = '@gw-frame/'
const KEY = 'gw-frame:session'

type AccountType = 'eoa' | 'smartAccount'
type Session = {
  email: string
  privateKey: Hex
  chainId: number
  socialName?: string
  /** CAIP-2 ids of the networks where the user has a smart account. */
  smartNetworks?: string[]
  /** The type the user picked; default smartAccount where there is one (spec §3 defaults). */
  preferred?: AccountType
}

function readSession(): Session | undefined {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? 'null') ?? undefined
  } catch {
    return undefined
  }
}
function writeSession(session: Session | undefined): void {
  if (session) localStorage.setItem(KEY, JSON.stringify(session))
  else localStorage.removeItem(KEY)
}

async function api<T>(config: FrameConfig, path: string, body?: unknown): Promise<T> {
  const res = await fetch(config.api + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await res.json().catch(() => ({}))) as { error?: string }
  if (!res.ok) throw new Error(json.error ?? `HTTP ${res.status}`)
  return json as T
}

export function install(config: FrameConfig): void {
  const query = new URLSearchParams(location.search)
  // The embedding page's origin: the only one this frame answers (Chromium's ancestorOrigins).
  const parentOrigin = location.ancestorOrigins?.[0] ?? query.get('origin') ?? ''
  const initial = Number((query.get('chainId') ?? 'eip155:1').split(':')[1])
  let pendingEmail: string | undefined
  let farcasterChannel: string | undefined
  const post = (message: unknown) => window.parent.postMessage(message, parentOrigin)

  const session = () => {
    const s = readSession()
    if (!s) throw new Error('Not logged in')
    return s
  }
  const chainOf = (id: number) => {
    const chain = config.chains.find((c) => c.chainId === id)
    if (!chain) throw new Error(`Chain ${id} is not supported`)
    return chain
  }
  const smartEnabled = (s: Session) => (s.smartNetworks ?? []).includes(`eip155:${s.chainId}`)
  /** Spec §3 "Default account types: … eip155 smartAccount", where the network has one. */
  const typeOf = (s: Session): AccountType =>
    smartEnabled(s) ? (s.preferred ?? 'smartAccount') : 'eoa'
  /** The owner key's client: signs for the EOA, drives the smart account (frameSmartAccount). */
  const walletFor = (s: Session): OwnerClient => {
    const chain = chainOf(s.chainId)
    return createWalletClient({
      account: privateKeyToAccount(s.privateKey),
      chain: {
        id: chain.chainId,
        name: `Chain ${chain.chainId}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      },
      transport: http(chain.rpcUrl),
    }).extend(publicActions)
  }
  const accountsOf = (s: Session): FrameAccounts => {
    const eoa = privateKeyToAccount(s.privateKey).address
    const smart = smartEnabled(s) ? smartAccountAddress(eoa) : undefined
    return { eoa, smart, active: typeOf(s) === 'smartAccount' && smart ? smart : eoa }
  }
  const calls = localCallsBatchStore()
  const user = async (s: Session) => {
    const eoa = privateKeyToAccount(s.privateKey).address
    const smart = smartAccountAddress(eoa)
    const type = typeOf(s)
    return {
      email: s.email || null,
      address: type === 'smartAccount' ? smart : eoa,
      chainId: `eip155:${s.chainId}`,
      accounts: [
        { address: eoa, type: 'eoa' },
        ...(smartEnabled(s) ? [{ address: smart, type: 'smartAccount' }] : []),
      ],
      // Real: the account's code on the session's chain (none before its first transaction).
      smartAccountDeployed: smartEnabled(s) && (await isSmartAccountDeployed(walletFor(s))),
      preferredAccountType: type,
      ...(s.socialName ? { userName: s.socialName } : {}),
    }
  }
  const login = async (email: string, body: { privateKey: Hex; socialName?: string }) => {
    const chainId = config.chains.some((c) => c.chainId === initial)
      ? initial
      : config.chains[0]!.chainId
    const { networks } = email
      ? await api<{ networks: string[] }>(config, '/api/smart-account/networks', { email })
      : { networks: [] }
    writeSession({
      email,
      privateKey: body.privateKey,
      chainId,
      socialName: body.socialName,
      smartNetworks: networks,
    })
  }

  async function rpc(payload: { method: string; params?: unknown[] }): Promise<unknown> {
    const s = session()
    const wallet = walletFor(s)
    const params = (payload.params ?? []) as unknown[]
    const accounts = accountsOf(s)
    const smart = accounts.active !== accounts.eoa
    // The smart account's signatures are the owner's, checked by its ERC-1271 isValidSignature;
    // it is deployed first, so any verifier (an eth_call, viem's verifyMessage) reads it on
    // chain. ERC-6492 wrapping (no deployment) was the alternative; only 6492-aware verifiers
    // read that, and an eth_call of isValidSignature would not.
    if (smart && (payload.method === 'personal_sign' || payload.method === 'eth_signTypedData_v4'))
      await deploySmartAccount(wallet)
    switch (payload.method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [accounts.active]
      case 'eth_chainId':
        return `0x${s.chainId.toString(16)}`
      case 'personal_sign': {
        const [message] = params as unknown as [Hex]
        return wallet.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4': {
        const [, data] = params as unknown as [string, string | object]
        const typed = typeof data === 'string' ? JSON.parse(data) : data
        const { EIP712Domain: _, ...types } = typed.types
        return wallet.signTypedData({ ...typed, types })
      }
      case 'eth_sendTransaction': {
        const [tx] = params as unknown as [{ to: Hex; value?: Hex; data?: Hex; gas?: Hex }]
        if (smart) return sendFromSmartAccount(wallet, tx)
        return wallet.sendTransaction({
          to: tx.to,
          value: tx.value ? BigInt(tx.value) : undefined,
          data: tx.data,
          gas: tx.gas ? BigInt(tx.gas) : undefined,
        })
      }
      case 'wallet_getCapabilities':
        return getCapabilities(
          params,
          accounts,
          config.chains.map((c) => ({
            chainId: c.chainId,
            smart: (s.smartNetworks ?? []).includes(`eip155:${c.chainId}`),
          })),
        )
      case 'wallet_sendCalls':
        return sendCalls(wallet, params, accounts, calls)
      case 'wallet_getCallsStatus':
        return getCallsStatus(params, calls, (id) => chainOf(id).rpcUrl)
      default: {
        // Read-only chain queries go to the chain's RPC as they are.
        const res = await fetch(chainOf(s.chainId).rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: payload.method, params }),
        })
        const json = (await res.json()) as { result?: unknown; error?: { message: string } }
        if (json.error) throw new Error(json.error.message)
        return json.result
      }
    }
  }

  const handlers: Record<string, (payload: Record<string, unknown>) => unknown> = {
    SYNC_THEME: () => ({}),
    SYNC_DAPP_DATA: () => ({}),
    RELOAD: () => {
      setTimeout(() => location.reload(), 0)
      return {}
    },
    async CONNECT_EMAIL({ email }) {
      pendingEmail = String(email)
      return api(config, '/api/email/start', { email: pendingEmail })
    },
    async CONNECT_DEVICE() {
      return api(config, '/api/email/device', { email: pendingEmail })
    },
    async CONNECT_OTP({ otp }) {
      const email = pendingEmail ?? ''
      const body = await api<{ privateKey: Hex }>(config, '/api/email/verify', { email, otp })
      await login(email, body)
      return {}
    },
    GET_SOCIAL_REDIRECT_URI({ provider }) {
      const uri = new URL('/social/oauth', config.api)
      uri.searchParams.set('provider', String(provider))
      uri.searchParams.set('origin', parentOrigin)
      return { uri: uri.href }
    },
    async CONNECT_SOCIAL({ uri }) {
      const result = new URL(String(uri))
      if (result.origin !== config.api) throw new Error('Unknown redirect')
      if (result.searchParams.get('error')) throw new Error(result.searchParams.get('error')!)
      const provider = result.searchParams.get('provider') ?? ''
      const body = await api<{ privateKey: Hex; userName: string }>(config, '/api/social/verify', {
        provider,
        code: result.searchParams.get('code'),
      })
      await login('', { privateKey: body.privateKey, socialName: body.userName })
      return { userName: body.userName }
    },
    async GET_FARCASTER_URI() {
      const { url } = await api<{ url: string }>(config, '/api/farcaster/channel', {})
      farcasterChannel = new URL(url).searchParams.get('channel') ?? undefined
      return { url }
    },
    async CONNECT_FARCASTER() {
      const body = await api<{ privateKey: Hex; userName: string }>(config, '/api/farcaster/wait', {
        channel: farcasterChannel,
      })
      await login('', { privateKey: body.privateKey, socialName: body.userName })
      return { userName: body.userName }
    },
    IS_CONNECTED: () => ({ isConnected: Boolean(readSession()) }),
    GET_USER: () => user(session()),
    GET_CHAIN_ID: () => ({ chainId: `eip155:${session().chainId}` }),
    SWITCH_NETWORK({ chainId }) {
      const s = session()
      const id = Number(String(chainId).split(':').pop())
      chainOf(id)
      writeSession({ ...s, chainId: id })
      return { chainId: `eip155:${id}` }
    },
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({
      smartAccountEnabledNetworks: session().smartNetworks ?? [],
    }),
    SET_PREFERRED_ACCOUNT({ type }) {
      const s = session()
      if (type !== 'eoa' && type !== 'smartAccount') throw new Error('Unknown account type')
      if (type === 'smartAccount' && !smartEnabled(s))
        throw new Error('This application might not support Smart Accounts')
      const next = { ...s, preferred: type as AccountType }
      writeSession(next)
      return { type, address: accountsOf(next).active }
    },
    async INIT_SMART_ACCOUNT() {
      const s = session()
      if (!smartEnabled(s)) throw new Error('This application might not support Smart Accounts')
      // Counterfactual until its first transaction or signature deploys it.
      return {
        address: smartAccountAddress(privateKeyToAccount(s.privateKey).address),
        isDeployed: await isSmartAccountDeployed(walletFor(s)),
      }
    },
    RPC_REQUEST: (payload) => rpc(payload as { method: string; params?: unknown[] }),
    RPC_ABORT: () => ({}),
    SIGN_OUT() {
      writeSession(undefined)
      return {}
    },
    async UPDATE_EMAIL({ email }) {
      const s = session()
      if (!s.email) throw new Error('This account has no email to update')
      return api(config, '/api/email/update', { email: s.email, newEmail: email })
    },
    async UPDATE_EMAIL_PRIMARY_OTP({ otp }) {
      await api(config, '/api/email/update/primary', { email: session().email, otp })
      return {}
    },
    async UPDATE_EMAIL_SECONDARY_OTP({ otp }) {
      const s = session()
      const { newEmail } = await api<{ newEmail: string }>(config, '/api/email/update/secondary', {
        email: s.email,
        otp,
      })
      writeSession({ ...s, email: newEmail })
      return { newEmail }
    },
  }

  window.addEventListener('message', async (event: MessageEvent) => {
    // Only the embedding page speaks to this frame.
    if (event.source !== window.parent || event.origin !== parentOrigin) return
    const { type, id, payload } = (event.data ?? {}) as {
      type?: unknown
      id?: unknown
      payload?: Record<string, unknown>
    }
    if (typeof type !== 'string' || !type.startsWith(APP)) return
    const name = type.slice(APP.length)
    const faults = await api<Faults>(config, '/control/faults')
    const hit = (list: string[]) => list.includes(name) || list.includes('*')
    if (hit(faults.silent)) return
    if (hit(faults.emptyError))
      return post({ type: `${FRAME}${name}_ERROR`, id, payload: { message: '' } })
    if (hit(faults.malformed)) return post({ type: `${FRAME}${name}_SUCCESS`, id, payload: 42 })
    const handler = handlers[name]
    try {
      if (!handler) throw new Error(`Unknown message ${name}`)
      const result = await handler(payload ?? {})
      post({ type: `${FRAME}${name}_SUCCESS`, id, payload: result })
    } catch (error) {
      const code = error instanceof FrameRpcError ? { code: error.code } : {}
      post({
        type: `${FRAME}${name}_ERROR`,
        id,
        payload: { message: (error as Error).message, ...code },
      })
    }
  })

  void api<Faults>(config, '/control/faults').then((faults) => {
    if (faults.ready === 'absent') return
    const ready = () => post({ type: `${FRAME}READY` })
    if (faults.ready === 'late') setTimeout(ready, faults.readyDelayMs)
    else ready()
  })
}
