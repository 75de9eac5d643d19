// Entry of the login frame's browser bundle (built by startAuthFrame with esbuild): the page the
// host's hidden iframe loads from the frame origin. It speaks the app↔frame message catalogue
// (spec §7): `{ type: '@gw-app/NAME', id, payload }` in, `{ type: '@gw-frame/NAME_SUCCESS' |
// '@gw-frame/NAME_ERROR', id, payload }` out, plus the `@gw-frame/READY` broadcast. The user's
// private key lives in this origin's localStorage only: it signs here and is never posted out.
import { createWalletClient, formatEther, type Hex, http, isHex, publicActions } from 'viem'
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
  unsafeLink?: string[]
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
  /** The switch to the smart account is refused (`/control/smart-account` `refuseSwitch`). */
  refuseSwitch?: boolean
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

/** Requests the visitor approves on this frame's own page first (spec §6 "unsafe"). */
const ASKS = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'eth_sendUserOperation',
  'wallet_grantPermissions',
])
const LABELS: Record<string, string> = {
  personal_sign: 'Sign a message',
  eth_signTypedData_v4: 'Sign typed data',
  eth_sendTransaction: 'Send a transaction',
}

/** What the approval page lists for a request: label/value rows, all shown as text. */
function describe(method: string, params: unknown[]): [string, string][] {
  if (method === 'personal_sign') {
    const [message] = params as [unknown]
    let text = String(message)
    if (typeof message === 'string' && isHex(message)) {
      try {
        const bytes = Uint8Array.from(message.slice(2).match(/../g) ?? [], (b) => parseInt(b, 16))
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
      } catch {}
    }
    return [['Message', text]]
  }
  if (method === 'eth_sendTransaction') {
    const [tx] = params as [{ to?: string; value?: string; data?: string }]
    return [
      ['To', String(tx?.to ?? '')],
      ['Value', `${formatEther(BigInt(tx?.value ?? '0x0'))} ETH`],
      ...(tx?.data && tx.data !== '0x' ? [['Data', tx.data] as [string, string]] : []),
    ]
  }
  if (method === 'eth_signTypedData_v4') {
    const [, data] = params as [string, unknown]
    const typed = typeof data === 'string' ? JSON.parse(data) : data
    return [['Data', JSON.stringify({ domain: typed?.domain, message: typed?.message }, null, 2)]]
  }
  // Methods this stand-in cannot serve are still asked about (then refused by the chain).
  return [['Params', JSON.stringify(params, null, 2)]]
}

export function install(config: FrameConfig): void {
  const query = new URLSearchParams(location.search)
  // The embedding page's origin: the only one this frame answers (Chromium's ancestorOrigins).
  const parentOrigin = location.ancestorOrigins?.[0] ?? query.get('origin') ?? ''
  const initial = Number((query.get('chainId') ?? 'eip155:1').split(':')[1])
  // The fault switches of the project this frame was loaded for (else the server's own).
  const faultsPath = `/control/faults?projectId=${encodeURIComponent(query.get('projectId') ?? '')}`
  let pendingEmail: string | undefined
  let farcasterChannel: string | undefined
  /** The state the app sent with the last social redirect request (OAuth 2.0 `state`). */
  let socialState: string | undefined
  const post = (message: unknown) => window.parent.postMessage(message, parentOrigin)

  // The approval page: one request at a time, the rest wait in order. Rendered as text only.
  type Ask = { id: string; method: string; params: unknown[]; answer(ok: boolean): void }
  const asks: Ask[] = []
  let dark = false
  const paint = () => {
    const s = document.documentElement.style
    s.colorScheme = dark ? 'dark' : 'light'
    s.background = dark ? '#17181c' : '#ffffff'
    s.color = dark ? '#f2f3f5' : '#17181c'
  }
  const render = () => {
    const body = document.body
    if (!body) return
    body.replaceChildren()
    Object.assign(body.style, {
      margin: '0',
      padding: '16px',
      font: '15px/1.45 system-ui, sans-serif',
      display: 'flex',
      flexDirection: 'column',
      gap: '12px',
      minHeight: 'calc(100vh - 32px)',
      boxSizing: 'content-box',
    })
    const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string) => {
      const node = document.createElement(tag)
      if (text !== undefined) node.textContent = text
      return node
    }
    const ask = asks[0]
    if (!ask) {
      body.append(el('p', 'No request is waiting for approval.'))
      return
    }
    const muted = dark ? '#a4a7b0' : '#5c606b'
    const border = dark ? '#34363d' : '#e3e5ea'
    const title = el('h1', LABELS[ask.method] ?? 'Approve request')
    Object.assign(title.style, { margin: '0', fontSize: '18px' })
    const from = el('p', `${parentOrigin} asks your embedded wallet (${ask.method})`)
    Object.assign(from.style, { margin: '0', color: muted, overflowWrap: 'anywhere' })
    const list = el('dl')
    list.setAttribute('data-testid', 'gw-frame-request')
    Object.assign(list.style, {
      margin: '0',
      padding: '12px',
      border: `1px solid ${border}`,
      borderRadius: '12px',
      overflow: 'auto',
      flex: '1',
      minHeight: '0',
    })
    for (const [label, value] of describe(ask.method, ask.params)) {
      const dt = el('dt', label)
      dt.style.color = muted
      const dd = el('dd', value)
      Object.assign(dd.style, {
        margin: '0 0 8px',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        fontFamily:
          label === 'Message' || label === 'Value' ? 'inherit' : 'ui-monospace, monospace',
      })
      list.append(dt, dd)
    }
    const row = el('div')
    Object.assign(row.style, { display: 'flex', gap: '8px' })
    const button = (text: string, ok: boolean) => {
      const b = el('button', text)
      b.type = 'button'
      b.setAttribute('data-testid', ok ? 'gw-frame-approve' : 'gw-frame-reject')
      Object.assign(b.style, {
        flex: '1',
        padding: '12px',
        borderRadius: '12px',
        font: 'inherit',
        fontWeight: '600',
        cursor: 'pointer',
        border: ok ? '0' : `1px solid ${border}`,
        background: ok ? '#3360f0' : 'transparent',
        color: ok ? '#ffffff' : 'inherit',
      })
      b.addEventListener('click', () => {
        if (asks[0] !== ask) return
        asks.shift()
        ask.answer(ok)
        render()
      })
      return b
    }
    row.append(button('Reject', false), button('Approve', true))
    body.append(title, from, list, row)
    // Focus starts on Reject (an Enter held from the page never approves).
    if (document.hasFocus()) (row.firstChild as HTMLButtonElement).focus()
  }
  window.addEventListener('focus', () => {
    if (asks[0] && !document.activeElement?.matches('button'))
      (document.querySelector('[data-testid=gw-frame-reject]') as HTMLButtonElement | null)?.focus()
  })
  // Escape inside the frame: the modal around it handles it (keys never leave a frame).
  window.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') post({ type: `${FRAME}ESCAPE` })
  })
  const askVisitor = (id: string, method: string, params: unknown[]) =>
    new Promise<void>((resolve, reject) => {
      asks.push({
        id,
        method,
        params,
        answer: (ok) => {
          if (!ok) return reject(new FrameRpcError(4001, 'User rejected the request.'))
          post({ type: `${FRAME}RPC_REQUEST_APPROVED`, id })
          resolve()
        },
      })
      if (asks.length === 1) render()
    })
  const abortAsk = (id: string) => {
    const i = asks.findIndex((a) => a.id === id)
    if (i < 0) return
    const [ask] = asks.splice(i, 1)
    ask!.answer(false)
    render()
  }
  paint()
  if (document.body) render()
  else document.addEventListener('DOMContentLoaded', render, { once: true })

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
    const { networks, refuseSwitch } = email
      ? await api<{ networks: string[]; refuseSwitch?: boolean }>(
          config,
          '/api/smart-account/networks',
          { email },
        )
      : { networks: [], refuseSwitch: false }
    writeSession({
      email,
      privateKey: body.privateKey,
      chainId,
      socialName: body.socialName,
      smartNetworks: networks,
      ...(refuseSwitch ? { refuseSwitch } : {}),
    })
  }

  async function rpc(
    payload: { method: string; params?: unknown[] },
    id: string,
  ): Promise<unknown> {
    const params = (payload.params ?? []) as unknown[]
    session()
    if (ASKS.has(payload.method)) await askVisitor(id, payload.method, params)
    const s = session()
    const wallet = walletFor(s)
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

  const handlers: Record<string, (payload: Record<string, unknown>, id: string) => unknown> = {
    SYNC_THEME({ themeMode }) {
      dark = themeMode === 'dark'
      paint()
      render()
      return {}
    },
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
    GET_SOCIAL_REDIRECT_URI({ provider, state }) {
      // The app's state goes on the provider's request, as a real OAuth client's does; the
      // provider hands it back with the result, where the app (and this frame) check it.
      if (typeof state !== 'string' || !state) throw new Error('A social login needs a state')
      socialState = state
      const uri = new URL('/social/oauth', config.api)
      uri.searchParams.set('provider', String(provider))
      uri.searchParams.set('origin', parentOrigin)
      uri.searchParams.set('state', state)
      return { uri: uri.href }
    },
    async CONNECT_SOCIAL({ uri }) {
      const result = new URL(String(uri))
      if (result.origin !== config.api) throw new Error('Unknown redirect')
      if (result.searchParams.has('error'))
        throw new Error(result.searchParams.get('error') || 'The provider returned an error')
      if (!socialState || result.searchParams.get('state') !== socialState)
        throw new Error('The social result carries another state')
      const state = socialState
      socialState = undefined
      const provider = result.searchParams.get('provider') ?? ''
      const body = await api<{ privateKey: Hex; userName: string }>(config, '/api/social/verify', {
        provider,
        code: result.searchParams.get('code'),
        state,
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
      if (type === 'smartAccount' && (!smartEnabled(s) || s.refuseSwitch))
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
    RPC_REQUEST: (payload, id) => rpc(payload as { method: string; params?: unknown[] }, id),
    RPC_ABORT({ id }) {
      abortAsk(String(id))
      return {}
    },
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
    const faults = await api<Faults>(config, faultsPath)
    const hit = (list: string[]) => list.includes(name) || list.includes('*')
    if (hit(faults.silent)) return
    if (hit(faults.emptyError))
      return post({ type: `${FRAME}${name}_ERROR`, id, payload: { message: '' } })
    if (hit(faults.malformed)) return post({ type: `${FRAME}${name}_SUCCESS`, id, payload: 42 })
    if (hit(faults.unsafeLink ?? [])) {
      const link = "javascript:alert('gw-unsafe-link')"
      return post({ type: `${FRAME}${name}_SUCCESS`, id, payload: { uri: link, url: link } })
    }
    const handler = handlers[name]
    try {
      if (!handler) throw new Error(`Unknown message ${name}`)
      const result = await handler(payload ?? {}, String(id))
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

  void api<Faults>(config, faultsPath).then((faults) => {
    if (faults.ready === 'absent') return
    const ready = () => post({ type: `${FRAME}READY` })
    if (faults.ready === 'late') setTimeout(ready, faults.readyDelayMs)
    else ready()
  })
}
