import { createHash } from 'node:crypto'
import {
  ACCOUNT_SIZE,
  AccountLayout,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  MintLayout,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import {
  LAMPORTS_PER_SOL,
  PublicKey,
  VersionedMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import bs58 from 'bs58'
import { createLiteSvm, FailedTransactionMetadata } from './createLiteSvm.js'
import { solanaKeypairs, solanaMintKeypair } from './solanaAccounts.js'
import {
  describeTransactionError,
  type TransactionErrorJson,
  toTransactionErrorJson,
} from './transactionError.js'

/** Fault switches of the local Solana chain (all off by default). */
export type SolanaFaults = {
  /** Every transaction is sent with an expired blockhash (BlockhashNotFound). */
  expiredBlockhash: boolean
  /** sendTransaction answers a signature but the transaction never lands (no status ever). */
  neverConfirm: boolean
  /** HTTP answers 503 and WebSocket upgrades are refused. */
  rpcDown: boolean
}

/** A JSON-RPC error with the validator's code and data. */
export class SolanaRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
    this.name = 'SolanaRpcError'
  }
}

/** What the chain records per signature (for getSignatureStatuses and signatureSubscribe). */
type SignatureStatus = { slot: number; err: TransactionErrorJson | null }

/** Lamports a signature costs (the validator's default). */
const LAMPORTS_PER_SIGNATURE = 5000
/** How many blocks a blockhash stays valid (the validator's MAX_PROCESSING_AGE + 1). */
const BLOCKHASH_VALIDITY = 150

/** The fixture SPL token: a 6-decimals "Test USD" mint. */
export const SOLANA_TOKEN = { symbol: 'TUSD', name: 'Test USD', decimals: 6 } as const

/** A fixed 32-byte genesis hash for the local chain (its CAIP-2 id is `solana:` + its first 32 characters). */
export const LOCAL_GENESIS_HASH = bs58.encode(
  createHash('sha256').update('gangway-devstack-solana-genesis').digest(),
)

const decodeTransaction = (encoded: string, encoding: string | undefined) =>
  VersionedTransaction.deserialize(
    encoding === 'base64' ? Buffer.from(encoded, 'base64') : bs58.decode(encoded),
  )

/**
 * The chain behind the local Solana JSON-RPC: a litesvm instance with funded accounts (1000 SOL
 * each), the SPL token program's fixture mint (TUSD, 6 decimals; 1000 TUSD in the associated
 * token accounts of accounts #1 and #2), a slot clock, per-signature statuses and fault
 * switches. `call(method, params)` answers a JSON-RPC method like a validator does.
 */
export function createSolanaRpc() {
  const svm = createLiteSvm()
  const faults: SolanaFaults = { expiredBlockhash: false, neverConfirm: false, rpcDown: false }
  // The switches of the call being answered: `faults`, or a scope's own (`call`'s third argument).
  let active = faults
  const statuses = new Map<string, SignatureStatus>()
  const landed = new Set<(signature: string, status: SignatureStatus) => void>()
  let slot = 1

  for (const keypair of solanaKeypairs)
    svm.airdrop(keypair.publicKey, 1000n * BigInt(LAMPORTS_PER_SOL))

  // The mint and two funded token accounts, written as account data (the token program owns them).
  const mint = solanaMintKeypair.publicKey
  const mintData = Buffer.alloc(MINT_SIZE)
  MintLayout.encode(
    {
      mintAuthorityOption: 1,
      mintAuthority: solanaKeypairs[0]!.publicKey,
      supply: 2_000n * 10n ** 6n,
      decimals: SOLANA_TOKEN.decimals,
      isInitialized: true,
      freezeAuthorityOption: 0,
      freezeAuthority: PublicKey.default,
    },
    mintData,
  )
  const rentFor = (size: number) => Number(svm.minimumBalanceForRentExemption(BigInt(size)))
  svm.setAccount(mint, {
    lamports: rentFor(MINT_SIZE),
    data: mintData,
    owner: TOKEN_PROGRAM_ID,
    executable: false,
  })
  for (const holder of solanaKeypairs.slice(1, 3)) {
    const data = Buffer.alloc(ACCOUNT_SIZE)
    AccountLayout.encode(
      {
        mint,
        owner: holder.publicKey,
        amount: 1_000n * 10n ** 6n,
        delegateOption: 0,
        delegate: PublicKey.default,
        state: 1,
        isNativeOption: 0,
        isNative: 0n,
        delegatedAmount: 0n,
        closeAuthorityOption: 0,
        closeAuthority: PublicKey.default,
      },
      data,
    )
    svm.setAccount(getAssociatedTokenAddressSync(mint, holder.publicKey), {
      lamports: rentFor(ACCOUNT_SIZE),
      data,
      owner: TOKEN_PROGRAM_ID,
      executable: false,
    })
  }

  const context = () => ({ apiVersion: '2.1.0', slot })
  const withContext = (value: unknown) => ({ context: context(), value })

  const record = (signature: string, status: SignatureStatus) => {
    statuses.set(signature, status)
    for (const listener of landed) listener(signature, status)
  }

  /** Runs a transaction; returns its logs, error (validator JSON) and units. */
  const execute = (tx: VersionedTransaction, simulate: boolean) => {
    if (active.expiredBlockhash) svm.expireBlockhash()
    const result = simulate ? svm.simulateTransaction(tx) : svm.sendTransaction(tx)
    if (result instanceof FailedTransactionMetadata) {
      const meta = result.meta()
      return {
        err: toTransactionErrorJson(result.err() as never),
        logs: meta.logs(),
        unitsConsumed: Number(meta.computeUnitsConsumed()),
      }
    }
    const meta = 'meta' in result ? result.meta() : result
    return { err: null, logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()) }
  }

  const tokenAmount = (raw: bigint, decimals: number) => {
    const unit = 10n ** BigInt(decimals)
    const fraction = (raw % unit).toString().padStart(decimals, '0').replace(/0+$/, '')
    const text = fraction ? `${raw / unit}.${fraction}` : `${raw / unit}`
    return { amount: raw.toString(), decimals, uiAmount: Number(text), uiAmountString: text }
  }

  const methods: Record<string, (params: unknown[]) => unknown> = {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.1.0', 'feature-set': 0 }),
    getGenesisHash: () => LOCAL_GENESIS_HASH,
    getSlot: () => slot,
    getBlockHeight: () => slot,
    getEpochInfo: () => ({
      absoluteSlot: slot,
      blockHeight: slot,
      epoch: 0,
      slotIndex: slot,
      slotsInEpoch: 432000,
      transactionCount: statuses.size,
    }),
    getLatestBlockhash: () =>
      withContext({
        blockhash: svm.latestBlockhash(),
        lastValidBlockHeight: slot + BLOCKHASH_VALIDITY,
      }),
    isBlockhashValid: ([hash]) => withContext(hash === svm.latestBlockhash()),
    getBalance: ([address]) =>
      withContext(Number(svm.getBalance(new PublicKey(String(address))) ?? 0n)),
    getMinimumBalanceForRentExemption: ([size]) => rentFor(Number(size ?? 0)),
    getFeeForMessage: ([encoded]) => {
      const message = VersionedMessage.deserialize(Buffer.from(String(encoded), 'base64'))
      // A validator answers null for a blockhash it no longer knows.
      if (message.recentBlockhash !== svm.latestBlockhash() || active.expiredBlockhash)
        return withContext(null)
      return withContext(message.header.numRequiredSignatures * LAMPORTS_PER_SIGNATURE)
    },
    getAccountInfo: ([address, config]) => {
      const account = svm.getAccount(new PublicKey(String(address)))
      const encoding = (config as { encoding?: string } | undefined)?.encoding ?? 'base58'
      if (!account) return withContext(null)
      const data = Buffer.from(account.data)
      return withContext({
        data: encoding === 'base64' ? [data.toString('base64'), 'base64'] : bs58.encode(data),
        executable: account.executable,
        lamports: Number(account.lamports),
        owner: account.owner.toBase58(),
        rentEpoch: 0,
        space: data.length,
      })
    },
    getTokenAccountBalance: ([address]) => {
      const account = svm.getAccount(new PublicKey(String(address)))
      if (!account?.owner.equals(TOKEN_PROGRAM_ID))
        throw new SolanaRpcError(-32602, 'Invalid param: could not find account')
      const decoded = AccountLayout.decode(Buffer.from(account.data))
      const mintAccount = svm.getAccount(decoded.mint)
      const decimals = mintAccount ? MintLayout.decode(Buffer.from(mintAccount.data)).decimals : 0
      return withContext(tokenAmount(decoded.amount, decimals))
    },
    requestAirdrop: ([address, lamports]) => {
      const result = svm.airdrop(new PublicKey(String(address)), BigInt(Number(lamports)))
      if (!result || result instanceof FailedTransactionMetadata)
        throw new SolanaRpcError(-32603, 'airdrop failed')
      const signature = bs58.encode(result.signature())
      slot += 1
      record(signature, { slot, err: null })
      return signature
    },
    simulateTransaction: ([encoded, config]) => {
      const options = (config ?? {}) as { encoding?: string; replaceRecentBlockhash?: boolean }
      const tx = decodeTransaction(String(encoded), options.encoding)
      if (options.replaceRecentBlockhash) tx.message.recentBlockhash = svm.latestBlockhash()
      const { err, logs, unitsConsumed } = execute(tx, true)
      return withContext({ err, logs, accounts: null, unitsConsumed, returnData: null })
    },
    sendTransaction: ([encoded, config]) => {
      const options = (config ?? {}) as { encoding?: string; skipPreflight?: boolean }
      const tx = decodeTransaction(String(encoded), options.encoding)
      const signature = bs58.encode(tx.signatures[0]!)
      if (active.neverConfirm) return signature
      // Preflight is a simulation: a failing transaction never lands (litesvm would record it).
      const preflight = options.skipPreflight ? undefined : execute(tx, true)
      const { err, logs, unitsConsumed } = preflight?.err ? preflight : execute(tx, false)
      if (err && !options.skipPreflight) {
        // The validator's preflight failure: web3.js raises SendTransactionError with the logs.
        throw new SolanaRpcError(
          -32002,
          `Transaction simulation failed: ${describeTransactionError(err)}`,
          { err, logs, accounts: null, unitsConsumed, returnData: null },
        )
      }
      slot += 1
      svm.warpToSlot(BigInt(slot))
      record(signature, { slot, err })
      return signature
    },
    getSignatureStatuses: ([signatures]) =>
      withContext(
        (Array.isArray(signatures) ? signatures : []).map((signature) => {
          const status = statuses.get(String(signature))
          if (!status) return null
          return {
            slot: status.slot,
            confirmations: null,
            err: status.err,
            status: status.err ? { Err: status.err } : { Ok: null },
            confirmationStatus: 'finalized',
          }
        }),
      ),
  }

  return {
    svm,
    faults,
    mint: mint.toBase58(),
    /** The status of a signature, when it landed. */
    status: (signature: string) => statuses.get(signature),
    /** Calls `listener` for every signature that lands; returns an unsubscribe. */
    onLanded(listener: (signature: string, status: SignatureStatus) => void) {
      landed.add(listener)
      return () => landed.delete(listener)
    },
    /** Advances the slot clock by one (the server ticks it so block heights move). */
    tick() {
      slot += 1
    },
    /**
     * Answers one JSON-RPC method; throws SolanaRpcError for errors with a code. `scoped`: the
     * fault switches to answer under (a scope's, see startSolanaChain), else `faults`.
     */
    call(method: string, params: unknown, scoped: SolanaFaults = faults): unknown {
      const handler = methods[method]
      if (!handler) throw new SolanaRpcError(-32601, 'Method not found')
      active = scoped
      try {
        return handler(Array.isArray(params) ? params : [])
      } catch (error) {
        if (error instanceof SolanaRpcError) throw error
        throw new SolanaRpcError(-32602, `Invalid params: ${(error as Error).message}`)
      } finally {
        active = faults
      }
    },
  }
}

/** The chain {@link createSolanaRpc} returns. */
export type SolanaRpc = ReturnType<typeof createSolanaRpc>
