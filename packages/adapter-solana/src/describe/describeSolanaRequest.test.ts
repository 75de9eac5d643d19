import { InvalidRequestParamsError, type Message, type RequestText } from '@gangway/core'
import { formatMessage } from '@gangway/core/internal'
import {
  AddressLookupTableAccount,
  ComputeBudgetProgram,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import bs58 from 'bs58'
import { describe, expect, it } from 'vitest'
// The shell's catalogue of these words (its translators' source), to check the keys against.
import { requestMessages } from '../../../modal-shell/src/messages/account.js'
import { toBase64 } from '../actions/base64.js'
import { requestTextInEnglish as inEnglish } from '../internal/core.js'
import { describeSolanaRequest as describeWith } from './describeSolanaRequest.js'

/** The describer as the adapter calls it without a translator: in English. */
const describeSolanaRequest = (
  r: Parameters<typeof describeWith>[0],
  n: Parameters<typeof describeWith>[1],
  t: RequestText = inEnglish,
) => describeWith(r, n, t)

const key = (n: number) => new PublicKey(bs58.encode(new Uint8Array(32).fill(n)))
const payer = key(1)
const receiver = key(2)
const blockhash = bs58.encode(new Uint8Array(32).fill(9))
const TOKEN = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
const TOKEN_2022 = new PublicKey('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')
const ATA = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')
const MEMO = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr')

const u64 = (n: bigint) => {
  const out = new Uint8Array(8)
  for (let i = 0; i < 8; i++) out[i] = Number((n >> BigInt(8 * i)) & 0xffn)
  return out
}
const ix = (programId: PublicKey, keys: PublicKey[], data: number[] | Uint8Array) =>
  new TransactionInstruction({
    programId,
    keys: keys.map((pubkey) => ({ pubkey, isSigner: pubkey.equals(payer), isWritable: true })),
    data: Buffer.from(data),
  })

/** A legacy transaction's bytes (unsigned: empty signature slots). */
function legacy(...instructions: TransactionInstruction[]): string {
  const tx = new Transaction({ feePayer: payer, recentBlockhash: blockhash }).add(...instructions)
  return toBase64(tx.serialize({ requireAllSignatures: false, verifySignatures: false }))
}

const rowsOf = (item: { rows: readonly { label: string; value: string }[] }) =>
  Object.fromEntries(item.rows.map((r) => [r.label, r.value]))

describe('describeSolanaRequest', () => {
  it('signTransaction: the fee payer and every instruction decoded, programs named', () => {
    const mint = key(5)
    const transaction = legacy(
      ComputeBudgetProgram.setComputeUnitLimit({ units: 200_000 }),
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 5000 }),
      SystemProgram.transfer({ fromPubkey: payer, toPubkey: receiver, lamports: 250_000_000 }),
      ix(ATA, [payer, key(6), receiver, mint, SystemProgram.programId, TOKEN], [1]),
      ix(TOKEN, [key(7), mint, key(6), payer], [12, ...u64(1_500_000n), 6]),
      ix(TOKEN_2022, [key(7), key(6), payer], [3, ...u64(42n)]),
      ix(MEMO, [payer], new TextEncoder().encode('thanks <3')),
      ix(key(8), [payer], [1, 2, 3]),
    )
    const described = describeSolanaRequest(
      { method: 'solana_signTransaction', params: { transaction, pubkey: payer.toBase58() } },
      undefined,
    )!
    expect(described.title).toBe('Sign a transaction')
    expect(described.rows).toEqual([
      { label: 'account', value: payer.toBase58() },
      { label: 'fee payer', value: payer.toBase58() },
      { label: 'version', value: 'legacy' },
      { label: 'signatures required', value: '1' },
      { label: 'recent blockhash', value: blockhash },
    ])
    expect(described.itemsLabel).toBe('8 instructions')
    const items = described.items!
    expect(items.map((i) => i.title)).toEqual([
      'Compute Budget: set the compute unit limit',
      'Compute Budget: set the compute unit price',
      'System Program: transfer 0.25 SOL',
      'Associated Token Account: create (if missing)',
      'SPL Token: transfer (checked)',
      'Token-2022: transfer',
      'Memo',
      'Unknown program',
    ])
    expect(rowsOf(items[0]!)).toEqual({ units: '200000' })
    expect(rowsOf(items[1]!)).toEqual({ price: '5000 micro-lamports per unit' })
    expect(rowsOf(items[2]!)).toEqual({
      from: payer.toBase58(),
      to: receiver.toBase58(),
      amount: '0.25 SOL',
    })
    expect(rowsOf(items[3]!)).toMatchObject({ owner: receiver.toBase58(), mint: mint.toBase58() })
    expect(rowsOf(items[4]!)).toEqual({
      'from token account': key(7).toBase58(),
      mint: mint.toBase58(),
      'to token account': key(6).toBase58(),
      owner: payer.toBase58(),
      amount: '1.5',
    })
    expect(rowsOf(items[5]!)).toMatchObject({ amount: '42 (base units)' })
    expect(rowsOf(items[6]!)).toEqual({ memo: 'thanks <3' })
    expect(rowsOf(items[7]!)).toEqual({
      program: key(8).toBase58(),
      accounts: '1',
      data: '3 bytes',
    })
  })

  it("a v0 transaction: lookup-table accounts named by table and index; amounts in the network's unit", () => {
    const table = new AddressLookupTableAccount({
      key: key(20),
      state: {
        deactivationSlot: 2n ** 64n - 1n,
        lastExtendedSlot: 0,
        lastExtendedSlotStartIndex: 0,
        addresses: [key(21), receiver],
      },
    })
    const message = new TransactionMessage({
      payerKey: payer,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({ fromPubkey: payer, toPubkey: receiver, lamports: 1_000_000_000 }),
      ],
    }).compileToV0Message([table])
    const transaction = toBase64(new VersionedTransaction(message).serialize())
    const described = describeSolanaRequest(
      { method: 'solana_signAndSendTransaction', params: { transaction } },
      { nativeCurrency: { symbol: 'tSOL', decimals: 9 } } as never,
    )!
    expect(described.title).toBe('Sign and send a transaction')
    expect(described.rows).toContainEqual({ label: 'version', value: 'v0' })
    expect(described.items![0]!.title).toBe('System Program: transfer 1 tSOL')
    expect(rowsOf(described.items![0]!).to).toBe(`entry 1 of lookup table ${key(20).toBase58()}`)
  })

  it('signAllTransactions: each transaction, then its instructions', () => {
    const one = legacy(
      SystemProgram.transfer({ fromPubkey: payer, toPubkey: receiver, lamports: 1 }),
    )
    const two = legacy(ix(MEMO, [payer], new TextEncoder().encode('two')))
    const described = describeSolanaRequest(
      { method: 'solana_signAllTransactions', params: { transactions: [one, two] } },
      undefined,
    )!
    expect(described.title).toBe('Sign 2 transactions')
    expect(described.itemsLabel).toBe('2 transactions, 2 instructions')
    expect(described.items!.map((i) => i.title)).toEqual([
      'Transaction 1',
      'Transaction 1, System Program: transfer 0.000000001 SOL',
      'Transaction 2',
      'Transaction 2, Memo',
    ])
  })

  it('signMessage: the UTF-8 message; bytes that are not text stay base58, said so', () => {
    const message = bs58.encode(new TextEncoder().encode('Sign in to Gangway'))
    expect(
      describeSolanaRequest(
        { method: 'solana_signMessage', params: { message, pubkey: payer.toBase58() } },
        undefined,
      ),
    ).toEqual({
      title: 'Sign a message',
      rows: [{ label: 'account', value: payer.toBase58() }],
      message: 'Sign in to Gangway',
    })
    const bytes = bs58.encode(new Uint8Array([0xff, 0xfe]))
    expect(
      describeSolanaRequest(
        { method: 'solana_signMessage', params: { message: bytes } },
        undefined,
      ),
    ).toEqual({
      title: 'Sign a message',
      rows: [{ label: 'message', value: 'bytes, not text (shown in base58)' }],
      message: bytes,
    })
  })

  it('an unknown method has no description', () => {
    expect(describeSolanaRequest({ method: 'solana_getBalance', params: {} }, undefined)).toBe(
      undefined,
    )
  })

  const whole = legacy(
    SystemProgram.transfer({ fromPubkey: payer, toPubkey: receiver, lamports: 1 }),
  )
  const bytes = Uint8Array.from(atob(whole), (c) => c.charCodeAt(0))
  const badIndex = bytes.slice()
  badIndex[badIndex.length - 16] = 99 // the transfer's program id index, past the 3 accounts
  it.each([
    ['solana_signTransaction', { transaction: '%%%' }],
    ['solana_signTransaction', {}],
    ['solana_signTransaction', { transaction: toBase64(bytes.subarray(0, bytes.length - 4)) }],
    ['solana_signTransaction', { transaction: toBase64(bytes.subarray(0, 70)) }],
    ['solana_signTransaction', { transaction: toBase64(badIndex) }],
    ['solana_signTransaction', { transaction: '' }],
    ['solana_signAllTransactions', { transactions: 'one' }],
    ['solana_signAllTransactions', { transactions: [whole, 'AAAA'] }],
    ['solana_signMessage', { message: '0OIl' }],
  ])('%s with malformed params %j: InvalidRequestParamsError', (method, params) => {
    expect(() => describeSolanaRequest({ method, params }, undefined)).toThrow(
      InvalidRequestParamsError,
    )
  })

  // Issue 36 §1: "Every visible string (views, toasts, alerts, errors shown to visitors, aria
  // labels) comes from a typed message catalogue"; spec §4: "ApproveTransaction shows when a
  // wallet request is unsafe." The shell hands its translator; values stay as they are.
  describe("in the visitor's language (the shell's translator)", () => {
    const german: Record<string, Message> = {
      'request.signTransaction': 'Eine Transaktion signieren',
      'request.signTransactions': {
        one: '{count} Transaktion signieren',
        other: '{count} Transaktionen signieren',
      },
      'request.transactions': { one: '{count} Transaktion', other: '{count} Transaktionen' },
      'request.instructions': { one: '{count} Anweisung', other: '{count} Anweisungen' },
      'request.pair': '{0}, {1}',
      'request.item.transaction': 'Transaktion {number}',
      'request.item.inTransaction': 'Transaktion {number}, {instruction}',
      'request.instruction.transfer': '{program}: {amount} überweisen',
      'request.instruction.computePrice': '{program}: Preis je Recheneinheit festlegen',
      'request.program.unknown': 'Unbekanntes Programm',
      'request.row.account': 'Konto',
      'request.row.feePayer': 'Gebührenzahler',
      'request.row.version': 'Version',
      'request.row.signers': 'benötigte Signaturen',
      'request.row.blockhash': 'letzter Blockhash',
      'request.row.from': 'von',
      'request.row.to': 'an',
      'request.row.amount': 'Betrag',
      'request.row.price': 'Preis',
      'request.row.program': 'Programm',
      'request.row.accounts': 'Konten',
      'request.row.data': 'Daten',
      'request.row.memo': 'Notiz',
      'request.value.legacy': 'Legacy-Format',
      'request.value.microLamports': '{price} Mikro-Lamports je Einheit',
      'request.value.bytes': { one: '{count} Byte', other: '{count} Bytes' },
    }
    /** The English each key came with, over every call below. */
    const used = new Map<string, Message>()
    const text: RequestText = (key, english, params) => {
      used.set(key, english)
      return formatMessage(german[key] ?? `⟦${key}⟧`, 'de', params)
    }

    it('every word from the translator; program names, addresses and amounts as they are', () => {
      const transaction = legacy(
        ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 5000 }),
        SystemProgram.transfer({ fromPubkey: payer, toPubkey: receiver, lamports: 250_000_000 }),
        ix(key(8), [payer], [1, 2, 3]),
      )
      const described = describeSolanaRequest(
        { method: 'solana_signTransaction', params: { transaction, pubkey: payer.toBase58() } },
        undefined,
        text,
      )!
      expect(described.title).toBe('Eine Transaktion signieren')
      expect(described.rows).toEqual([
        { label: 'Konto', value: payer.toBase58() },
        { label: 'Gebührenzahler', value: payer.toBase58() },
        { label: 'Version', value: 'Legacy-Format' },
        { label: 'benötigte Signaturen', value: '1' },
        { label: 'letzter Blockhash', value: blockhash },
      ])
      expect(described.itemsLabel).toBe('3 Anweisungen')
      expect(described.items).toEqual([
        {
          title: 'Compute Budget: Preis je Recheneinheit festlegen',
          rows: [{ label: 'Preis', value: '5000 Mikro-Lamports je Einheit' }],
        },
        {
          title: 'System Program: 0.25 SOL überweisen',
          rows: [
            { label: 'von', value: payer.toBase58() },
            { label: 'an', value: receiver.toBase58() },
            { label: 'Betrag', value: '0.25 SOL' },
          ],
        },
        {
          title: 'Unbekanntes Programm',
          rows: [
            { label: 'Programm', value: key(8).toBase58() },
            { label: 'Konten', value: '1' },
            { label: 'Daten', value: '3 Bytes' },
          ],
        },
      ])
      const one = legacy(ix(MEMO, [payer], new TextEncoder().encode('eins')))
      const all = describeSolanaRequest(
        { method: 'solana_signAllTransactions', params: { transactions: [one, one] } },
        undefined,
        text,
      )!
      expect(all.title).toBe('2 Transaktionen signieren')
      expect(all.itemsLabel).toBe('2 Transaktionen, 2 Anweisungen')
      expect(all.items!.map((i) => i.title)).toEqual([
        'Transaktion 1',
        'Transaktion 1, Memo',
        'Transaktion 2',
        'Transaktion 2, Memo',
      ])
      expect(all.items![1]!.rows).toEqual([{ label: 'Notiz', value: 'eins' }])
    })

    it("every key it uses is in the shell's catalogue with the same English", () => {
      const mint = key(5)
      const table = new AddressLookupTableAccount({
        key: key(20),
        state: {
          deactivationSlot: 2n ** 64n - 1n,
          lastExtendedSlot: 0,
          lastExtendedSlotStartIndex: 0,
          addresses: [key(21), receiver],
        },
      })
      const v0 = new TransactionMessage({
        payerKey: payer,
        recentBlockhash: blockhash,
        instructions: [
          SystemProgram.createAccount({
            fromPubkey: payer,
            newAccountPubkey: key(21),
            lamports: 1,
            space: 0,
            programId: SystemProgram.programId,
          }),
          SystemProgram.transfer({ fromPubkey: payer, toPubkey: receiver, lamports: 1 }),
        ],
      }).compileToV0Message([table])
      const transactions = [
        legacy(
          ComputeBudgetProgram.setComputeUnitLimit({ units: 200_000 }),
          ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 5000 }),
          ix(ATA, [payer, key(6), receiver, mint, SystemProgram.programId, TOKEN], [1]),
          ix(ATA, [payer, key(6), receiver, mint, SystemProgram.programId, TOKEN], []),
          ix(TOKEN, [key(7), mint, key(6), payer], [12, ...u64(1_500_000n), 6]),
          ix(TOKEN_2022, [key(7), key(6), payer], [3, ...u64(42n)]),
          ix(MEMO, [payer], new TextEncoder().encode('memo')),
          ix(key(8), [payer], [1, 2, 3]),
        ),
        toBase64(new VersionedTransaction(v0).serialize()),
      ]
      describeSolanaRequest(
        {
          method: 'solana_signAllTransactions',
          params: { transactions, pubkey: payer.toBase58() },
        },
        undefined,
        text,
      )
      describeSolanaRequest(
        { method: 'solana_signAndSendTransaction', params: { transaction: transactions[0] } },
        undefined,
        text,
      )
      for (const message of ['hi', bs58.encode(new Uint8Array([0xff]))].map((m) =>
        m === 'hi' ? bs58.encode(new TextEncoder().encode(m)) : m,
      ))
        describeSolanaRequest(
          { method: 'solana_signMessage', params: { message } },
          undefined,
          text,
        )
      expect(used.size).toBeGreaterThan(30)
      const catalogue: Record<string, Message> = requestMessages
      for (const [key, english] of used) expect(catalogue[key], key).toEqual(english)
    })
  })
})
