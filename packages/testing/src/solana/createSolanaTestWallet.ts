import { ed25519 } from '@noble/curves/ed25519'
import { Keypair, VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { standardEvents, svgDataUri, userRejection } from '../standard/walletParts.js'
import type {
  CreateSolanaTestWalletParameters,
  SolanaTestWalletMode,
  SolanaTestWalletRequest,
} from './types.js'

const ICON = svgDataUri(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1a1f36"/><path d="M16 42h26l6-6H22zm0-10h26l6-6H22zm6-10h26l-6 6H16z" fill="#14f195"/></svg>',
)

/**
 * A scriptable Solana wallet in the Wallet Standard shape (standard:connect, standard:disconnect,
 * standard:events, solana:signMessage, solana:signTransaction, solana:signAndSendTransaction)
 * that signs with real ed25519 keys, plus its legacy injected twin (`window.solana` shape) with
 * the same name and accounts. The control API scripts it like the EVM test wallet: modes
 * (approve / reject / hang), account switch, wallet-side disconnect, dropping a feature, v0 on/off.
 */
export function createSolanaTestWallet(parameters: CreateSolanaTestWalletParameters) {
  const keypairs = parameters.accounts.map((k) => Keypair.fromSecretKey(Uint8Array.from(k)))
  const name = parameters.name ?? 'Gangway Solana Wallet'
  const chains = [
    ...(parameters.chains ?? [
      'solana:localnet',
      'solana:devnet',
      'solana:testnet',
      'solana:mainnet',
    ]),
  ] as `${string}:${string}`[]
  let versioned = parameters.versioned ?? true
  let mode: SolanaTestWalletMode = 'approve'
  let rejectNext = 0
  let active = 0
  const log: SolanaTestWalletRequest[] = []
  const listeners = new Set<(properties: Record<string, unknown>) => void>()
  const legacyListeners = new Map<string, Set<(...args: unknown[]) => void>>()

  const saved = (() => {
    try {
      return JSON.parse(parameters.storage?.get() ?? 'null') as { active?: number } | null
    } catch {
      return null
    }
  })()
  let authorized = typeof saved?.active === 'number'
  if (authorized) active = Math.min(saved!.active!, keypairs.length - 1)
  const persist = () => parameters.storage?.set(JSON.stringify(authorized ? { active } : null))

  const keypair = () => keypairs[active]!
  const account = () => {
    const kp = keypair()
    return Object.freeze({
      address: kp.publicKey.toBase58(),
      publicKey: kp.publicKey.toBytes(),
      chains,
      features: Object.keys(features) as `${string}:${string}`[],
      label: `Solana account ${active + 1}`,
    })
  }
  // Filled once the features exist (an account lists them).
  let accounts: ReturnType<typeof account>[] = []

  const emit = (properties: Record<string, unknown>) => {
    for (const listener of [...listeners]) listener(properties)
  }
  const emitLegacy = (event: string, ...args: unknown[]) => {
    for (const listener of [...(legacyListeners.get(event) ?? [])]) listener(...args)
  }

  /** Waits for the visitor's decision per the mode; resolves or rejects like a wallet. */
  const prompt = async (entry: Omit<SolanaTestWalletRequest, 'outcome'>): Promise<void> => {
    if (rejectNext > 0 || mode === 'reject') {
      if (rejectNext > 0) rejectNext -= 1
      log.push({ ...entry, outcome: 'rejected' })
      throw userRejection()
    }
    if (mode === 'hang') {
      log.push({ ...entry, outcome: 'hung' })
      return new Promise<never>(() => {})
    }
    log.push({ ...entry, outcome: 'approved' })
  }

  const requireAccount = (address: string) => {
    if (!accounts.some((a) => a.address === address))
      throw new Error(`${address} is not authorized`)
  }

  const sign = (bytes: Uint8Array) => {
    const tx = VersionedTransaction.deserialize(bytes)
    if (tx.version !== 'legacy' && !versioned)
      throw new Error(`${name} signs only legacy transactions`)
    tx.sign([keypair()])
    return tx
  }

  const send = async (tx: VersionedTransaction, options: Record<string, unknown> = {}) => {
    const response = await fetch(parameters.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [btoa(String.fromCharCode(...tx.serialize())), { encoding: 'base64', ...options }],
      }),
    })
    if (!response.ok) throw new Error(`RPC answered HTTP ${response.status}`)
    const body = (await response.json()) as {
      result?: string
      error?: { message: string; data?: { logs?: string[] } }
    }
    if (body.error)
      throw Object.assign(new Error(body.error.message), { logs: body.error.data?.logs ?? [] })
    return body.result!
  }

  const connect = async ({ silent = false }: { silent?: boolean } = {}) => {
    if (silent) {
      log.push({ method: 'connect', silent, outcome: 'approved' })
      return { accounts: authorized ? [...accounts] : [] }
    }
    await prompt({ method: 'connect', silent })
    authorized = true
    accounts = [account()]
    persist()
    return { accounts: [...accounts] }
  }

  const disconnect = async () => {
    log.push({ method: 'disconnect', outcome: 'approved' })
    authorized = false
    accounts = []
    persist()
  }

  const signMessage = async (
    ...inputs: { account: { address: string }; message: Uint8Array }[]
  ) => {
    const outputs = []
    for (const input of inputs) {
      requireAccount(input.account.address)
      await prompt({ method: 'signMessage', message: new TextDecoder().decode(input.message) })
      outputs.push({
        signedMessage: input.message,
        signature: ed25519.sign(input.message, keypair().secretKey.slice(0, 32)),
        signatureType: 'ed25519' as const,
      })
    }
    return outputs
  }

  const signTransaction = async (
    ...inputs: { account: { address: string }; transaction: Uint8Array; chain?: string }[]
  ) => {
    const outputs = []
    for (const input of inputs) {
      requireAccount(input.account.address)
      await prompt({ method: 'signTransaction', chain: input.chain })
      outputs.push({ signedTransaction: sign(input.transaction).serialize() })
    }
    return outputs
  }

  const signAndSendTransaction = async (
    ...inputs: {
      account: { address: string }
      transaction: Uint8Array
      chain: string
      options?: { preflightCommitment?: string; skipPreflight?: boolean }
    }[]
  ) => {
    const outputs = []
    for (const input of inputs) {
      requireAccount(input.account.address)
      const entry = {
        method: 'signAndSendTransaction' as const,
        chain: input.chain,
        preflightCommitment: input.options?.preflightCommitment,
      }
      await prompt(entry)
      const signature = await send(sign(input.transaction), input.options)
      log.at(-1)!.signature = signature
      outputs.push({ signature: bs58.decode(signature) })
    }
    return outputs
  }

  const versions = () => (versioned ? (['legacy', 0] as const) : (['legacy'] as const))
  const features: Record<string, unknown> = {
    'standard:connect': { version: '1.0.0', connect },
    'standard:disconnect': { version: '1.0.0', disconnect },
    'standard:events': standardEvents(listeners),
    'solana:signMessage': { version: '1.0.0', signMessage },
    'solana:signTransaction': {
      version: '1.0.0',
      get supportedTransactionVersions() {
        return versions()
      },
      signTransaction,
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      get supportedTransactionVersions() {
        return versions()
      },
      signAndSendTransaction,
    },
  }

  if (authorized) accounts = [account()]

  const wallet = {
    version: '1.0.0' as const,
    name,
    icon: (parameters.icon ?? ICON) as `data:image/svg+xml;base64,${string}`,
    chains,
    features,
    get accounts() {
      return accounts
    },
  }

  // The legacy twin: `window.solana`'s old shape, same keys, same name.
  const publicKeyOf = () => (authorized ? keypair().publicKey : null)
  const legacy = {
    name,
    icon: wallet.icon,
    isGangwayTestWallet: true,
    get publicKey() {
      return publicKeyOf()
    },
    get isConnected() {
      return authorized
    },
    get supportedTransactionVersions() {
      return versions()
    },
    async connect(options?: { onlyIfTrusted?: boolean }) {
      const result = await connect({ silent: options?.onlyIfTrusted ?? false })
      if (!result.accounts.length) throw Object.assign(new Error('Not trusted'), { code: 4001 })
      return { publicKey: keypair().publicKey }
    },
    async disconnect() {
      await disconnect()
      emitLegacy('disconnect')
    },
    async signMessage(message: Uint8Array) {
      const [output] = await signMessage({
        account: { address: keypair().publicKey.toBase58() },
        message,
      })
      return { signature: output!.signature, publicKey: keypair().publicKey }
    },
    // The dapp's web3.js object may be another copy of web3.js: it is read through its bytes.
    async signTransaction(transaction: { serialize(options?: unknown): Uint8Array }) {
      const bytes =
        'version' in transaction
          ? transaction.serialize()
          : transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
      const [output] = await signTransaction({
        account: { address: keypair().publicKey.toBase58() },
        transaction: bytes,
      })
      return VersionedTransaction.deserialize(output!.signedTransaction)
    },
    async signAndSendTransaction(
      transaction: { serialize(options?: unknown): Uint8Array },
      options?: Record<string, unknown>,
    ) {
      const bytes =
        'version' in transaction
          ? transaction.serialize()
          : transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
      const [output] = await signAndSendTransaction({
        account: { address: keypair().publicKey.toBase58() },
        transaction: bytes,
        chain: 'solana:localnet',
        options: options ?? {},
      })
      return { signature: bs58.encode(output!.signature), publicKey: keypair().publicKey }
    },
    on(event: string, listener: (...args: unknown[]) => void) {
      if (!legacyListeners.has(event)) legacyListeners.set(event, new Set())
      legacyListeners.get(event)!.add(listener)
    },
    off(event: string, listener: (...args: unknown[]) => void) {
      legacyListeners.get(event)?.delete(listener)
    },
  }

  const control = {
    /** How the wallet answers prompts from now on. */
    setMode(next: SolanaTestWalletMode) {
      mode = next
    },
    /** Rejects the next `count` prompts (default 1), then answers per the mode. */
    rejectNext(count = 1) {
      rejectNext += count
    },
    /** Switches the wallet to account `index` (a `change` event with the new accounts). */
    switchAccount(index: number) {
      if (!keypairs[index]) throw new RangeError(`No account ${index}`)
      active = index
      if (!authorized) return
      accounts = [account()]
      persist()
      emit({ accounts })
      emitLegacy('accountChanged', keypair().publicKey)
    },
    /** Disconnects from the wallet's side (empty accounts in a `change` event). */
    disconnect() {
      authorized = false
      accounts = []
      persist()
      emit({ accounts })
      emitLegacy('disconnect')
    },
    /** Removes a feature (e.g. 'solana:signMessage'), announced in a `change` event. */
    dropFeature(feature: string) {
      delete features[feature]
      emit({ features })
    },
    /** Turns version 0 support on or off (a `change` event with the features). */
    setVersioned(on: boolean) {
      versioned = on
      emit({ features })
    },
    /** The requests seen so far, oldest first. */
    requests: () => log.map((entry) => ({ ...entry })),
    /** The account addresses (base58) the wallet holds, and the one shown. */
    state: () => ({
      authorized,
      active,
      address: keypair().publicKey.toBase58(),
      addresses: keypairs.map((k) => k.publicKey.toBase58()),
      versioned,
      features: Object.keys(features),
    }),
  }

  return { wallet, legacy, control }
}

export type SolanaTestWallet = ReturnType<typeof createSolanaTestWallet>
