import { hexToBytes } from '@noble/hashes/utils'
import { Transaction } from '@scure/btc-signer'
import { standardEvents, svgDataUri, userRejection } from '../standard/walletParts.js'
import { signBip322, signEcdsaMessage } from './bitcoinMessage.js'
import type {
  BitcoinTestKey,
  BitcoinTestWalletMode,
  BitcoinTestWalletRequest,
  CreateBitcoinTestWalletParameters,
} from './types.js'

const ICON = svgDataUri(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#f7931a"/><path d="M26 16v6h-6v4h4v12h-4v4h6v6h4v-6h4v6h4v-6.2c4-.8 6-3.3 6-6.3 0-2.6-1.5-4.4-3.6-5.2 1.6-.9 2.6-2.4 2.6-4.3 0-2.9-2-5-5.5-5.7V16h-4v6h-4v-6zm2 10h7a2 2 0 0 1 0 4h-7zm0 8h8a2 2 0 0 1 0 4h-8z" fill="#fff"/></svg>',
)

const PURPOSES = ['payment', 'ordinals'] as const

/**
 * A scriptable Bitcoin wallet in the Wallet Standard shape (`bitcoin:connect` with purposes
 * payment and ordinals, `bitcoin:signMessage` as BIP-322 simple or ECDSA,
 * `bitcoin:signTransaction` on the requested inputs with the requested sighash,
 * `standard:events`, `standard:disconnect`) over real regtest keys: p2wpkh payment, p2tr
 * ordinals. Scripted like the other test wallets: modes, account switch, wallet-side disconnect.
 */
export function createBitcoinTestWallet(parameters: CreateBitcoinTestWalletParameters) {
  const name = parameters.name ?? 'Gangway Bitcoin Wallet'
  const chains = [...(parameters.chains ?? ['bitcoin:regtest'])] as `${string}:${string}`[]
  let mode: BitcoinTestWalletMode = 'approve'
  let active = 0
  let granted: string[] = []
  const log: BitcoinTestWalletRequest[] = []
  const listeners = new Set<(properties: Record<string, unknown>) => void>()

  const saved = (() => {
    try {
      return JSON.parse(parameters.storage?.get() ?? 'null') as {
        active?: number
        purposes?: string[]
      } | null
    } catch {
      return null
    }
  })()
  if (saved && typeof saved.active === 'number' && Array.isArray(saved.purposes)) {
    active = Math.min(saved.active, parameters.accounts.length - 1)
    granted = saved.purposes.filter((p) => (PURPOSES as readonly string[]).includes(p))
  }
  const persist = () =>
    parameters.storage?.set(JSON.stringify(granted.length ? { active, purposes: granted } : null))

  const keyOf = (purpose: string): BitcoinTestKey =>
    purpose === 'ordinals'
      ? parameters.accounts[active]!.ordinals
      : parameters.accounts[active]!.payment
  const accountOf = (key: BitcoinTestKey) =>
    Object.freeze({
      address: key.address,
      publicKey: hexToBytes(key.purpose === 'ordinals' ? key.publicKey.slice(2) : key.publicKey),
      chains,
      features: Object.keys(features) as `${string}:${string}`[],
      label: `${key.purpose === 'ordinals' ? 'Ordinals' : 'Payment'} ${active + 1}`,
      // Not in the base WalletAccount: what the address is for, as bitcoin wallets tell it.
      purpose: key.purpose,
      addressType: key.addressType,
    })
  const accounts = () => granted.map((p) => accountOf(keyOf(p)))
  const findKey = (address: string) => {
    const key = granted.map(keyOf).find((k) => k.address === address)
    if (!key) throw new Error(`${address} is not authorized`)
    return key
  }

  const emit = (properties: Record<string, unknown>) => {
    for (const listener of [...listeners]) listener(properties)
  }

  const prompt = async (entry: Omit<BitcoinTestWalletRequest, 'outcome'>) => {
    if (mode === 'reject') {
      log.push({ ...entry, outcome: 'rejected' })
      throw userRejection()
    }
    if (mode === 'hang') {
      log.push({ ...entry, outcome: 'hung' })
      return new Promise<never>(() => {})
    }
  }

  const features = {
    'bitcoin:connect': {
      version: '1.0.0',
      async connect(input: { purposes?: readonly string[] } = {}) {
        const purposes = (input.purposes ?? ['payment']).filter((p) =>
          (PURPOSES as readonly string[]).includes(p),
        )
        await prompt({ method: 'connect', purposes })
        log.push({ method: 'connect', purposes, outcome: 'approved' })
        granted = purposes.length ? purposes : ['payment']
        persist()
        emit({ accounts: accounts() })
        return { accounts: accounts() }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        log.push({ method: 'disconnect', outcome: 'approved' })
        granted = []
        persist()
      },
    },
    'standard:events': standardEvents(listeners),
    'bitcoin:signMessage': {
      version: '1.0.0',
      async signMessage(
        ...inputs: { account: { address: string }; message: Uint8Array; protocol?: string }[]
      ) {
        const outputs = []
        for (const input of inputs) {
          const key = findKey(input.account.address)
          const message = new TextDecoder().decode(input.message)
          const protocol = input.protocol === 'ecdsa' ? 'ecdsa' : 'bip322'
          await prompt({ method: 'signMessage', message, protocol })
          log.push({ method: 'signMessage', message, protocol, outcome: 'approved' })
          const signature =
            protocol === 'ecdsa'
              ? signEcdsaMessage(hexToBytes(key.privateKey), message)
              : signBip322(hexToBytes(key.privateKey), key.address, message)
          outputs.push({
            signedMessage: input.message,
            signature: Uint8Array.from(atob(signature), (c) => c.charCodeAt(0)),
          })
        }
        return outputs
      },
    },
    'bitcoin:signTransaction': {
      version: '1.0.0',
      async signTransaction(
        ...inputs: {
          psbt: Uint8Array
          inputsToSign: {
            account: { address: string }
            signingIndexes: number[]
            sigHash?: number
          }[]
          chain?: string
        }[]
      ) {
        const outputs = []
        for (const input of inputs) {
          if (input.chain && !chains.includes(input.chain as never))
            throw new Error(`${name} is not on ${input.chain}`)
          const entry = {
            method: 'signTransaction' as const,
            ...(input.chain ? { chain: input.chain } : {}),
          }
          await prompt(entry)
          if (mode === 'unsigned') {
            log.push({ ...entry, outcome: 'unsigned', signed: [] })
            outputs.push({ signedPsbt: input.psbt })
            continue
          }
          const tx = Transaction.fromPSBT(input.psbt)
          const signed: number[] = []
          for (const request of input.inputsToSign) {
            const key = findKey(request.account.address)
            for (const index of request.signingIndexes) {
              // The dapp's sighash goes in the PSBT input, where the signer reads it.
              if (request.sigHash !== undefined)
                tx.updateInput(index, { sighashType: request.sigHash }, true)
              tx.signIdx(
                hexToBytes(key.privateKey),
                index,
                request.sigHash === undefined ? undefined : [request.sigHash],
              )
              signed.push(index)
            }
          }
          log.push({ ...entry, outcome: 'approved', signed })
          outputs.push({ signedPsbt: tx.toPSBT() })
        }
        return outputs
      },
    },
  }

  const wallet = {
    version: '1.0.0' as const,
    name,
    icon: ICON as `data:image/svg+xml;base64,${string}`,
    chains,
    features,
    get accounts() {
      return accounts()
    },
  }

  /** sats-connect's error codes (RpcErrorCode). */
  const RPC = {
    userRejection: -32000,
    accessDenied: -32002,
    methodNotFound: -32601,
    internal: -32603,
  }
  const satsListeners = new Map<string, Set<(data: unknown) => void>>()
  const satsEmit = (event: string, data: unknown) => {
    for (const listener of [...(satsListeners.get(event) ?? [])]) listener(data)
  }
  listeners.add((properties) => {
    if (!properties.accounts) return
    if (granted.length)
      satsEmit('accountChange', { type: 'accountChange', addresses: satsAccounts() })
    else satsEmit('disconnect', { type: 'disconnect' })
  })
  const satsAccounts = () =>
    accounts().map((a) => ({
      address: a.address,
      publicKey: Array.from(a.publicKey, (b) => b.toString(16).padStart(2, '0')).join(''),
      purpose: a.purpose,
      addressType: a.addressType,
    }))
  const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
  const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
  type SatsParams = Record<string, unknown> | undefined
  const satsMethods: Record<string, (params: SatsParams) => Promise<unknown>> = {
    async getAccounts(params) {
      const purposes = (params?.purposes as string[] | undefined) ?? ['payment']
      await features['bitcoin:connect'].connect({ purposes })
      return satsAccounts()
    },
    // Silent: the accounts the site already has, never a prompt.
    async wallet_getAccount() {
      if (!granted.length)
        throw Object.assign(new Error('Access denied'), { code: RPC.accessDenied })
      return { addresses: satsAccounts() }
    },
    async signMessage(params) {
      const address = String(params?.address ?? '')
      const message = String(params?.message ?? '')
      const protocol = String(params?.protocol ?? 'BIP322').toLowerCase()
      const [out] = await features['bitcoin:signMessage'].signMessage({
        account: { address },
        message: new TextEncoder().encode(message),
        protocol,
      })
      return { signature: toBase64(out!.signature), address, protocol: protocol.toUpperCase() }
    },
    async signPsbt(params) {
      const signInputs = (params?.signInputs ?? {}) as Record<string, number[]>
      const [out] = await features['bitcoin:signTransaction'].signTransaction({
        psbt: fromBase64(String(params?.psbt ?? '')),
        inputsToSign: Object.entries(signInputs).map(([address, signingIndexes]) => ({
          account: { address },
          signingIndexes,
        })),
      })
      return { psbt: toBase64(out!.signedPsbt) }
    },
    async wallet_disconnect() {
      await features['standard:disconnect'].disconnect()
      return null
    },
  }
  /**
   * The sats-connect face (`window.btc_providers` lists it): `request(method, params)` resolves
   * sats-connect's envelope, `{ status: 'success', result }` or `{ status: 'error', error: { code,
   * message } }`; `addListener('accountChange' | 'disconnect', cb)` returns its remover.
   */
  const satsConnect = {
    async request(method: string, params?: SatsParams) {
      const handler = satsMethods[method]
      if (!handler)
        return {
          status: 'error',
          error: { code: RPC.methodNotFound, message: `Unknown ${method}` },
        }
      try {
        return { status: 'success', result: await handler(params) }
      } catch (error) {
        const { code, message } = error as { code?: number; message?: string }
        return {
          status: 'error',
          error: {
            code: code === 4001 ? RPC.userRejection : (code ?? RPC.internal),
            message: message ?? 'Internal error',
          },
        }
      }
    },
    addListener(event: string, listener: (data: unknown) => void) {
      const set = satsListeners.get(event) ?? new Set()
      set.add(listener)
      satsListeners.set(event, set)
      return () => set.delete(listener)
    },
  }

  const control = {
    setMode(next: BitcoinTestWalletMode) {
      mode = next
    },
    mode: () => mode,
    /** Switches to another of its accounts (same purposes), like the visitor does in the wallet. */
    switchAccount(index: number) {
      if (!parameters.accounts[index]) throw new Error(`No account #${index}`)
      active = index
      persist()
      if (granted.length) emit({ accounts: accounts() })
    },
    /** The wallet ends the connection from its side. */
    disconnect() {
      granted = []
      persist()
      emit({ accounts: [] })
    },
    requests: () => [...log],
    accounts: () => accounts().map((a) => ({ address: a.address, purpose: a.purpose })),
  }
  return { wallet, satsConnect, control }
}

export type BitcoinTestWallet = ReturnType<typeof createBitcoinTestWallet>
