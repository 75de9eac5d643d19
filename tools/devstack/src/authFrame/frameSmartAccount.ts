// The login frame's smart-account and EIP-5792 handling (bundled into the frame page with
// frameEntry.ts). The account is GangwaySmartAccount (./smartAccount.ts): a contract account
// driven by its owner key, not ERC-4337. The owner EOA pays the gas of every call here.
import {
  type Account,
  type Address,
  type Chain,
  type Hex,
  isAddressEqual,
  isHex,
  type PublicActions,
  type Transport,
  type WalletClient,
} from 'viem'
import {
  predictSmartAccountAddress,
  SMART_ACCOUNT_FACTORY,
  SMART_ACCOUNT_SALT,
  smartAccountAbi,
  smartAccountFactoryAbi,
} from './smartAccount.js'

/** The owner's wallet client on the session's chain, with the public actions. */
export type OwnerClient = WalletClient<Transport, Chain, Account> & PublicActions<Transport, Chain>

/** A JSON-RPC error with its code (EIP-1193 / EIP-5792), posted to the app with the message. */
export class FrameRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** EIP-5792 error codes. */
const UNSUPPORTED_CHAIN = 5710
const DUPLICATE_ID = 5720
const UNKNOWN_BUNDLE = 5730
const ATOMICITY_NOT_SUPPORTED = 5760
const UNAUTHORIZED = 4100
const INVALID_PARAMS = -32602

/** The smart account of an owner: its CREATE2 address, deployed or not. */
export const smartAccountAddress = (owner: Address): Address => predictSmartAccountAddress(owner)

/** Whether the account has code on the client's chain (spec §3 `smartAccountDeployed`). */
export async function isSmartAccountDeployed(client: OwnerClient): Promise<boolean> {
  const code = await client.getCode({ address: smartAccountAddress(client.account.address) })
  return Boolean(code && code !== '0x')
}

/**
 * Deploys the owner's account through the factory when it has no code yet (the first use on a
 * chain): the owner sends `createAccount` and pays for it. Returns the deployment's hash, or
 * undefined when the account was there.
 */
export async function deploySmartAccount(client: OwnerClient): Promise<Hex | undefined> {
  if (await isSmartAccountDeployed(client)) return undefined
  const hash = await client.writeContract({
    address: SMART_ACCOUNT_FACTORY,
    abi: smartAccountFactoryAbi,
    functionName: 'createAccount',
    args: [client.account.address, SMART_ACCOUNT_SALT],
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error('The smart account could not be deployed')
  return hash
}

type Call = { to: Address; value?: Hex; data?: Hex }

/**
 * eth_sendTransaction from the smart account: the owner calls `execute(to, value, data)`; the
 * value leaves the account's own balance (the devstack funds it when the user is created). The
 * request's `gas` (estimated for the call itself) is not used: the owner's transaction to the
 * account needs more, so viem estimates it.
 */
export async function sendFromSmartAccount(client: OwnerClient, tx: Call & { gas?: Hex }) {
  await deploySmartAccount(client)
  return client.writeContract({
    address: smartAccountAddress(client.account.address),
    abi: smartAccountAbi,
    functionName: 'execute',
    args: [tx.to, tx.value ? BigInt(tx.value) : 0n, tx.data ?? '0x'],
  })
}

/** What `wallet_sendCalls` remembers per batch: its chain, transactions and atomicity. */
export type CallsBatch = { chainId: number; hashes: Hex[]; atomic: boolean }

/** Where batches are kept (the frame: its origin's localStorage; tests: a Map). */
export type CallsBatchStore = {
  get(id: string): CallsBatch | undefined
  set(id: string, batch: CallsBatch): void
}

/** The frame's store: one localStorage entry of the frame origin, so ids outlive a reload. */
export function localCallsBatchStore(key = 'gw-frame:calls'): CallsBatchStore {
  const read = (): Record<string, CallsBatch> => {
    try {
      return JSON.parse(localStorage.getItem(key) ?? '{}') ?? {}
    } catch {
      return {}
    }
  }
  return {
    get: (id) => read()[id],
    set: (id, batch) => localStorage.setItem(key, JSON.stringify({ ...read(), [id]: batch })),
  }
}

const toQuantity = (n: number) => `0x${n.toString(16)}`
const randomId = (): Hex =>
  `0x${[...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('')}`

/** The accounts of the session as the frame sees them. */
export type FrameAccounts = {
  /** The owner EOA. */
  eoa: Address
  /** The smart account, on chains where the user has one. */
  smart?: Address
  /** The connected (preferred) one. */
  active: Address
}

/**
 * EIP-5792 wallet_getCapabilities `[address, chainIds?]`: per chain (hex id), `atomic` is
 * `supported` for the smart account (executeBatch) and `unsupported` for the EOA.
 */
export function getCapabilities(
  params: unknown[],
  accounts: FrameAccounts,
  chains: { chainId: number; smart: boolean }[],
): Record<Hex, { atomic: { status: 'supported' | 'unsupported' } }> {
  const [address, chainIds] = params as [Address | undefined, Hex[] | undefined]
  const known = [accounts.eoa, accounts.smart].filter((a): a is Address => Boolean(a))
  if (address && !known.some((a) => isHex(address) && isAddressEqual(a, address)))
    throw new FrameRpcError(UNAUTHORIZED, 'Unauthorized: unknown address')
  const of = address ?? accounts.active
  const isSmart = Boolean(accounts.smart && isAddressEqual(of, accounts.smart))
  const wanted = chainIds?.map((id) => Number(id))
  return Object.fromEntries(
    chains
      .filter((c) => !wanted || wanted.includes(c.chainId))
      .map((c) => [
        toQuantity(c.chainId),
        { atomic: { status: isSmart && c.smart ? 'supported' : 'unsupported' } },
      ]),
  ) as Record<Hex, { atomic: { status: 'supported' | 'unsupported' } }>
}

type SendCallsRequest = {
  version?: string
  id?: string
  chainId?: Hex
  from?: Address
  atomicRequired?: boolean
  calls?: Call[]
}

/**
 * EIP-5792 wallet_sendCalls (v2): from the smart account, the whole batch is one `executeBatch`
 * transaction (atomic: one revert reverts all); from the EOA, each call is its own transaction,
 * in order, unless `atomicRequired` (then error 5760, the EOA cannot). Returns `{ id }`.
 */
export async function sendCalls(
  client: OwnerClient,
  params: unknown[],
  accounts: FrameAccounts,
  batches: CallsBatchStore,
): Promise<{ id: string }> {
  const [request] = params as [SendCallsRequest | undefined]
  const calls = request?.calls
  // Spec §5 "each call's to starts with 0x; data starts with 0x if present".
  if (
    !Array.isArray(calls) ||
    calls.length === 0 ||
    calls.some(
      (c) => !c?.to?.startsWith('0x') || (c.data !== undefined && !c.data.startsWith('0x')),
    )
  )
    throw new FrameRpcError(INVALID_PARAMS, 'Invalid wallet_sendCalls params')
  const chainId = client.chain.id
  if (request?.chainId !== undefined && Number(request.chainId) !== chainId)
    throw new FrameRpcError(UNSUPPORTED_CHAIN, `Unsupported chain id ${request.chainId}`)
  const from = request?.from ?? accounts.active
  const fromSmart = Boolean(accounts.smart && isAddressEqual(from, accounts.smart))
  if (!fromSmart && !isAddressEqual(from, accounts.eoa))
    throw new FrameRpcError(UNAUTHORIZED, 'Unauthorized: unknown address')
  const id = request?.id ?? randomId()
  if (batches.get(id)) throw new FrameRpcError(DUPLICATE_ID, `Duplicate id ${id}`)

  if (fromSmart) {
    await deploySmartAccount(client)
    const hash = await client.writeContract({
      address: smartAccountAddress(client.account.address),
      abi: smartAccountAbi,
      functionName: 'executeBatch',
      args: [
        calls.map((c) => ({
          to: c.to,
          value: c.value ? BigInt(c.value) : 0n,
          data: c.data ?? '0x',
        })),
      ],
    })
    batches.set(id, { chainId, hashes: [hash], atomic: true })
    return { id }
  }
  if (request?.atomicRequired)
    throw new FrameRpcError(ATOMICITY_NOT_SUPPORTED, 'Atomicity not supported')
  const hashes: Hex[] = []
  try {
    for (const call of calls) {
      const hash = await client.sendTransaction({
        to: call.to,
        value: call.value ? BigInt(call.value) : undefined,
        data: call.data,
      })
      hashes.push(hash)
      // In order: the next call sees the chain after this one.
      await client.waitForTransactionReceipt({ hash })
    }
  } finally {
    // What was sent is a batch to report, even when a later call could not be sent.
    if (hashes.length > 0) batches.set(id, { chainId, hashes, atomic: false })
  }
  return { id }
}

type RpcReceipt = {
  logs: { address: Address; data: Hex; topics: Hex[] }[]
  status: Hex
  blockHash: Hex
  blockNumber: Hex
  gasUsed: Hex
  transactionHash: Hex
}

/** EIP-5792 v2's status object; `receipts` once every transaction of the batch is mined. */
export type CallsStatus = {
  version: '2.0.0'
  id: string
  chainId: Hex
  atomic: boolean
  status: 100 | 200 | 500 | 600
  receipts?: RpcReceipt[]
}

/**
 * EIP-5792 wallet_getCallsStatus `[id]`: 100 while a transaction is pending, 200 when all
 * succeeded, 500 when all reverted (an atomic batch is one transaction), 600 when some did; with
 * the receipts once every transaction is mined. Unknown ids are error 5730.
 */
export async function getCallsStatus(
  params: unknown[],
  batches: CallsBatchStore,
  rpcUrlOf: (chainId: number) => string,
): Promise<CallsStatus> {
  const [id] = params as [string]
  const batch = batches.get(id)
  if (!batch) throw new FrameRpcError(UNKNOWN_BUNDLE, 'Unknown bundle id')
  const response = await fetch(rpcUrlOf(batch.chainId), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(
      batch.hashes.map((hash, i) => ({
        jsonrpc: '2.0',
        id: i,
        method: 'eth_getTransactionReceipt',
        params: [hash],
      })),
    ),
  })
  const replies = (await response.json()) as { id: number; result: RpcReceipt | null }[]
  const receipts = batch.hashes.map((_, i) => replies.find((r) => r.id === i)?.result ?? null)
  const common = {
    version: '2.0.0' as const,
    id,
    chainId: toQuantity(batch.chainId) as Hex,
    atomic: batch.atomic,
  }
  if (receipts.some((r) => r === null)) return { ...common, status: 100 }
  const mined = receipts as RpcReceipt[]
  const ok = mined.filter((r) => r.status === '0x1').length
  return {
    ...common,
    status: ok === mined.length ? 200 : ok === 0 ? 500 : 600,
    receipts: mined.map((r) => ({
      logs: r.logs.map(({ address, data, topics }) => ({ address, data, topics })),
      status: r.status,
      blockHash: r.blockHash,
      blockNumber: r.blockNumber,
      gasUsed: r.gasUsed,
      transactionHash: r.transactionHash,
    })),
  }
}
