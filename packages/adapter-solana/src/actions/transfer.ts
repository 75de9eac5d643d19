import {
  formatUnits,
  parseUnits,
  type SentTransaction,
  type TransferEstimate,
  type TransferParameters,
} from '@gangway/core'
import {
  PublicKey,
  SystemProgram,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import * as v from 'valibot'
import { SolanaInvalidTransferError, SolanaRpcError } from '../internal/errors.js'
import { solanaRpc } from '../rpc/solanaRpc.js'
import type { SolanaAdapterInternals } from '../types.js'
import { fromBase64, toBase64 } from './base64.js'
import { toSendError } from './sendErrors.js'
import { sendSolanaTransaction } from './sendSolanaTransaction.js'

const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
const ATA_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

const ContextValue = <T extends v.GenericSchema>(value: T) => v.object({ value })
const BlockhashSchema = ContextValue(
  v.object({ blockhash: v.string(), lastValidBlockHeight: v.number() }),
)
const FeeSchema = ContextValue(v.nullable(v.number()))
const BalanceSchema = ContextValue(v.number())
const AccountSchema = ContextValue(
  v.nullable(v.object({ owner: v.string(), data: v.tuple([v.string(), v.literal('base64')]) })),
)

const parse = <T extends v.GenericSchema>(schema: T, value: unknown, what: string) => {
  const result = v.safeParse(schema, value)
  if (!result.success) throw new SolanaRpcError(`Malformed ${what} from the Solana RPC`)
  return result.output as v.InferOutput<T>
}

const key = (address: string) => {
  try {
    return new PublicKey(address)
  } catch (cause) {
    throw new SolanaInvalidTransferError({ cause })
  }
}

/** The associated token account of `owner` for `mint` under `tokenProgram`. */
const ataOf = (owner: PublicKey, mint: PublicKey, tokenProgram: PublicKey) =>
  PublicKey.findProgramAddressSync(
    [owner.toBuffer(), tokenProgram.toBuffer(), mint.toBuffer()],
    new PublicKey(ATA_PROGRAM),
  )[0]

/** A u64 in little-endian bytes. */
const u64 = (value: bigint) => {
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, value, true)
  return bytes
}

type Built = {
  transaction: VersionedTransaction
  /** Lamports spent besides the fee (a new token account's rent). */
  rent: bigint
  /** The sender's balance of what is sent, in base units. */
  balance: bigint
}

/**
 * The transfer as a transaction (the wallet's version: v0 when it signs them, else legacy):
 * a system transfer of lamports, or an SPL `TransferChecked` from the sender's associated token
 * account, creating the receiver's when it is missing (idempotent instruction).
 */
async function buildTransfer(
  internals: SolanaAdapterInternals,
  params: TransferParameters,
  amount: bigint,
): Promise<Built> {
  const { network, from, to, asset, connectorId } = params
  const url = internals.rpcUrl(network)
  const payer = key(from)
  const receiver = key(to)
  const { provider: wallet } = await internals.findConnector(connectorId)
  const instructions: TransactionInstruction[] = []
  let rent = 0n
  let balance: bigint
  if (!asset) {
    balance = BigInt(
      parse(BalanceSchema, await solanaRpc(url, 'getBalance', [from]), 'balance').value,
    )
    instructions.push(
      SystemProgram.transfer({ fromPubkey: payer, toPubkey: receiver, lamports: amount }),
    )
  } else {
    const mint = key(asset.address)
    const mintInfo = parse(
      AccountSchema,
      await solanaRpc(url, 'getAccountInfo', [asset.address, { encoding: 'base64' }]),
      'mint account',
    ).value
    if (!mintInfo || ![TOKEN_PROGRAM, TOKEN_2022_PROGRAM].includes(mintInfo.owner))
      throw new SolanaInvalidTransferError({ details: `${asset.address} is not a token mint` })
    const tokenProgram = new PublicKey(mintInfo.owner)
    const source = ataOf(payer, mint, tokenProgram)
    const destination = ataOf(receiver, mint, tokenProgram)
    const [sourceInfo, destinationInfo] = await Promise.all(
      [source, destination].map(
        async (account) =>
          parse(
            AccountSchema,
            await solanaRpc(url, 'getAccountInfo', [account.toBase58(), { encoding: 'base64' }]),
            'token account',
          ).value,
      ),
    )
    // A token account: mint (32), owner (32), amount (u64 LE at 64).
    const data = sourceInfo ? fromBase64(sourceInfo.data[0]) : undefined
    balance = data && data.length >= 72 ? new DataView(data.buffer).getBigUint64(64, true) : 0n
    if (!destinationInfo) {
      rent = BigInt(
        parse(v.number(), await solanaRpc(url, 'getMinimumBalanceForRentExemption', [165]), 'rent'),
      )
      instructions.push(
        new TransactionInstruction({
          programId: new PublicKey(ATA_PROGRAM),
          keys: [
            { pubkey: payer, isSigner: true, isWritable: true },
            { pubkey: destination, isSigner: false, isWritable: true },
            { pubkey: receiver, isSigner: false, isWritable: false },
            { pubkey: mint, isSigner: false, isWritable: false },
            { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
            { pubkey: tokenProgram, isSigner: false, isWritable: false },
          ],
          // 1 = CreateIdempotent: never fails when someone created it meanwhile.
          data: Uint8Array.of(1) as never,
        }),
      )
    }
    instructions.push(
      new TransactionInstruction({
        programId: tokenProgram,
        keys: [
          { pubkey: source, isSigner: false, isWritable: true },
          { pubkey: mint, isSigner: false, isWritable: false },
          { pubkey: destination, isSigner: false, isWritable: true },
          { pubkey: payer, isSigner: true, isWritable: false },
        ],
        // 12 = TransferChecked(amount: u64, decimals: u8).
        data: Uint8Array.from([12, ...u64(amount), asset.decimals]) as never,
      }),
    )
  }
  const { blockhash } = parse(
    BlockhashSchema,
    await solanaRpc(url, 'getLatestBlockhash', [{ commitment: 'confirmed' }]),
    'blockhash',
  ).value
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: blockhash,
    instructions,
  })
  const transaction = new VersionedTransaction(
    wallet.supportsVersioned() ? message.compileToV0Message() : message.compileToLegacyMessage(),
  )
  return { transaction, rent, balance }
}

/** The fee of a built transaction (spec: `getFeeForMessage`), in lamports. */
async function feeOf(internals: SolanaAdapterInternals, params: TransferParameters, built: Built) {
  const fee = parse(
    FeeSchema,
    await solanaRpc(internals.rpcUrl(params.network), 'getFeeForMessage', [
      toBase64(built.transaction.message.serialize()),
      { commitment: 'confirmed' },
    ]),
    'fee',
  ).value
  if (fee === null) throw new SolanaRpcError('The Solana RPC could not price the transaction')
  return BigInt(fee)
}

const amountOf = (params: TransferParameters, allowZero: boolean) => {
  const decimals = params.asset?.decimals ?? params.network.nativeCurrency.decimals
  let value: bigint
  try {
    value = parseUnits(params.amount.trim(), decimals)
  } catch (cause) {
    throw new SolanaInvalidTransferError({ cause })
  }
  if (value < 0n || (!allowZero && value === 0n) || !params.to.trim())
    throw new SolanaInvalidTransferError()
  return value
}

/**
 * The fee of a transfer from `getFeeForMessage` on the very transaction that would be sent, plus
 * the rent of the receiver's token account when it must be created; `max` is what remains to
 * send (the whole token balance, or the SOL balance less the fee). Prompts nothing.
 */
export async function estimateTransfer(
  internals: SolanaAdapterInternals,
  params: TransferParameters,
): Promise<TransferEstimate> {
  const built = await buildTransfer(internals, params, amountOf(params, true))
  const lamports = (await feeOf(internals, params, built)) + built.rent
  const { decimals, symbol } = params.network.nativeCurrency
  const max = params.asset
    ? formatUnits(built.balance, params.asset.decimals)
    : formatUnits(built.balance > lamports ? built.balance - lamports : 0n, decimals)
  return { fee: { value: formatUnits(lamports, decimals), symbol }, max }
}

/**
 * Sends SOL or an SPL token with the connected wallet, after the visitor's approval, and waits
 * for its confirmation (bounded). Errors: 'Please enter a valid amount and receiver address'
 * before anything is built; 'Failed to send transaction. Please try again.' or the not-enough-SOL
 * error after.
 */
export async function sendTransfer(
  internals: SolanaAdapterInternals,
  params: TransferParameters,
): Promise<SentTransaction> {
  const amount = amountOf(params, false)
  const built = await buildTransfer(internals, params, amount).catch((error: unknown) => {
    throw error instanceof SolanaInvalidTransferError ? error : toSendError(error)
  })
  return sendSolanaTransaction(internals, {
    connectorId: params.connectorId,
    address: params.from,
    network: params.network,
    request: { transaction: built.transaction.serialize() },
  })
}
