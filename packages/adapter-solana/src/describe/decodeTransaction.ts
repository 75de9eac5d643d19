import type { DescriptionRow } from '@gangway/core'
import { formatUnits, InvalidRequestParamsError } from '@gangway/core'
import bs58 from 'bs58'

/*
 * Reading a serialized Solana transaction for the visitor's approval, without web3.js: the
 * message's header, accounts and instructions (legacy and v0 layouts), and the instructions of
 * the programs a wallet request usually calls decoded into words.
 */

/** The programs named in words, by id. */
const PROGRAMS: Record<string, string> = {
  '11111111111111111111111111111111': 'System Program',
  TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA: 'SPL Token',
  TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb: 'Token-2022',
  ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL: 'Associated Token Account',
  ComputeBudget111111111111111111111111111111: 'Compute Budget',
  MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr: 'Memo',
  Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo: 'Memo (v1)',
}

/** One instruction, as ApproveTransaction lists it. */
type InstructionItem = { title: string; rows: DescriptionRow[] }

/** A transaction's summary rows and its instructions. */
export type DecodedTransaction = { rows: DescriptionRow[]; instructions: InstructionItem[] }

const truncated = (): never => {
  throw new InvalidRequestParamsError({ details: 'The transaction is cut short' })
}

/** A byte reader over a serialized transaction; every read past the end is an error. */
function reader(bytes: Uint8Array) {
  let at = 0
  const take = (n: number) => {
    if (at + n > bytes.length) truncated()
    const part = bytes.subarray(at, at + n)
    at += n
    return part
  }
  return {
    peek: () => (at < bytes.length ? bytes[at]! : truncated()),
    u8: () => take(1)[0]!,
    take,
    /** Solana's compact-u16 (short vector length). */
    short() {
      let value = 0
      for (let i = 0; i < 3; i++) {
        const byte = take(1)[0]!
        value |= (byte & 0x7f) << (7 * i)
        if ((byte & 0x80) === 0) break
      }
      return value
    },
  }
}

/** A little-endian unsigned integer of `data` at `offset` (`size` bytes), or undefined when cut. */
function uint(data: Uint8Array, offset: number, size: number): bigint | undefined {
  if (data.length < offset + size) return undefined
  let value = 0n
  for (let i = size - 1; i >= 0; i--) value = (value << 8n) | BigInt(data[offset + i]!)
  return value
}

/** Text of `data` when it is UTF-8, else undefined. */
export function utf8(data: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data)
  } catch {
    return undefined
  }
}

type Instruction = { program: string; accounts: string[]; data: Uint8Array }

/** The words for one instruction of a known program, or undefined (shown by id and data size). */
function decodeKnown(
  { program, accounts, data }: Instruction,
  sol: (lamports: bigint) => string,
): { title: string; rows: DescriptionRow[] } | undefined {
  const name = PROGRAMS[program]
  const at = (i: number) => accounts[i] ?? 'unknown'
  if (program === '11111111111111111111111111111111') {
    const kind = uint(data, 0, 4)
    const lamports = uint(data, 4, 8)
    if (kind === 2n && lamports !== undefined && data.length === 12)
      return {
        title: `${name}: transfer ${sol(lamports)}`,
        rows: [
          { label: 'from', value: at(0) },
          { label: 'to', value: at(1) },
          { label: 'amount', value: sol(lamports) },
        ],
      }
    if (kind === 0n && lamports !== undefined)
      return {
        title: `${name}: create an account`,
        rows: [
          { label: 'funded by', value: at(0) },
          { label: 'new account', value: at(1) },
          { label: 'amount', value: sol(lamports) },
        ],
      }
    return undefined
  }
  if (name === 'SPL Token' || name === 'Token-2022') {
    const amount = uint(data, 1, 8)
    if (data[0] === 3 && amount !== undefined && data.length === 9)
      return {
        title: `${name}: transfer`,
        rows: [
          { label: 'from token account', value: at(0) },
          { label: 'to token account', value: at(1) },
          { label: 'owner', value: at(2) },
          { label: 'amount', value: `${amount} (base units)` },
        ],
      }
    if (data[0] === 12 && amount !== undefined && data.length === 10)
      return {
        title: `${name}: transfer (checked)`,
        rows: [
          { label: 'from token account', value: at(0) },
          { label: 'mint', value: at(1) },
          { label: 'to token account', value: at(2) },
          { label: 'owner', value: at(3) },
          { label: 'amount', value: formatUnits(amount, data[9]!) },
        ],
      }
    return undefined
  }
  if (name === 'Associated Token Account' && (data.length === 0 || data[0]! <= 1))
    return {
      title: `${name}: create${data[0] === 1 ? ' (if missing)' : ''}`,
      rows: [
        { label: 'paid by', value: at(0) },
        { label: 'token account', value: at(1) },
        { label: 'owner', value: at(2) },
        { label: 'mint', value: at(3) },
      ],
    }
  if (name === 'Compute Budget') {
    const limit = uint(data, 1, 4)
    const price = uint(data, 1, 8)
    if (data[0] === 2 && limit !== undefined)
      return {
        title: `${name}: set the compute unit limit`,
        rows: [{ label: 'units', value: `${limit}` }],
      }
    if (data[0] === 3 && price !== undefined)
      return {
        title: `${name}: set the compute unit price`,
        rows: [{ label: 'price', value: `${price} micro-lamports per unit` }],
      }
    return undefined
  }
  if (name?.startsWith('Memo')) {
    const text = utf8(data)
    return text === undefined ? undefined : { title: name, rows: [{ label: 'memo', value: text }] }
  }
  return undefined
}

/**
 * Decodes a serialized (signed or unsigned) transaction, legacy or v0: the fee payer, version,
 * signatures required, and each instruction with its program named when known (System, SPL
 * Token, Token-2022, Associated Token, Compute Budget, Memo): SOL transfers with from / to and
 * the amount in `symbol`, SPL transfers with their amount; any other by program id and data size.
 * Accounts a v0 transaction loads from a lookup table are named by table and index.
 *
 * @throws InvalidRequestParamsError for bytes that are not a whole transaction
 */
export function decodeTransaction(
  bytes: Uint8Array,
  currency: { symbol: string; decimals: number },
): DecodedTransaction {
  const r = reader(bytes)
  r.take(r.short() * 64)
  const versioned = (r.peek() & 0x80) !== 0
  const version = versioned ? `v${r.u8() & 0x7f}` : 'legacy'
  const signers = r.u8()
  r.take(2)
  const keys = Array.from({ length: r.short() }, () => bs58.encode(r.take(32)))
  const blockhash = bs58.encode(r.take(32))
  const raw = Array.from({ length: r.short() }, () => ({
    program: r.u8(),
    accounts: Array.from({ length: r.short() }, () => r.u8()),
    data: r.take(r.short()).slice(),
  }))
  // v0: accounts past the static keys come from lookup tables, writable ones first.
  const writable: string[] = []
  const readonly: string[] = []
  if (versioned)
    for (let t = r.short(); t > 0; t--) {
      const table = bs58.encode(r.take(32))
      for (let n = r.short(); n > 0; n--) writable.push(`entry ${r.u8()} of lookup table ${table}`)
      for (let n = r.short(); n > 0; n--) readonly.push(`entry ${r.u8()} of lookup table ${table}`)
    }
  const all = [...keys, ...writable, ...readonly]
  const account = (index: number) =>
    all[index] ??
    ((): never => {
      throw new InvalidRequestParamsError({ details: `Account ${index} is not in the transaction` })
    })()
  const sol = (lamports: bigint) => `${formatUnits(lamports, currency.decimals)} ${currency.symbol}`
  const instructions = raw.map((ins) => {
    const decoded: Instruction = {
      program: account(ins.program),
      accounts: ins.accounts.map(account),
      data: ins.data,
    }
    const known = decodeKnown(decoded, sol)
    if (known) return known
    return {
      title: PROGRAMS[decoded.program] ?? 'Unknown program',
      rows: [
        { label: 'program', value: decoded.program },
        { label: 'accounts', value: `${decoded.accounts.length}` },
        { label: 'data', value: `${decoded.data.length} bytes` },
      ],
    }
  })
  return {
    rows: [
      { label: 'fee payer', value: keys[0] ?? 'none' },
      { label: 'version', value: version },
      { label: 'signatures required', value: `${signers}` },
      { label: 'recent blockhash', value: blockhash },
    ],
    instructions,
  }
}
