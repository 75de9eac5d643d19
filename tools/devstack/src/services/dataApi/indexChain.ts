import {
  type Address,
  createPublicClient,
  erc20Abi,
  erc721Abi,
  getAddress,
  type Hash,
  type Hex,
  http,
  type PublicClient,
  toEventSelector,
  zeroAddress,
} from 'viem'
import { devFixtures } from '../../chain/deployFixtures.js'
import type { DevChainInfo } from '../../chain/startDevChain.js'
import { describeToken, fixtureTokens, type TokenInfo } from './tokens.js'

/** `Transfer(address,address,uint256)`: ERC-20 (3 topics) and ERC-721 (4 topics) alike. */
const transferTopic = toEventSelector('Transfer(address,address,uint256)')

/** One value movement inside a transaction. Addresses are checksummed. */
export type IndexedTransfer =
  | { kind: 'native'; from: Address; to: Address; amount: bigint }
  | { kind: 'erc20'; contract: Address; from: Address; to: Address; amount: bigint }
  | { kind: 'erc721'; contract: Address; from: Address; to: Address; tokenId: bigint }

/** One mined transaction, reduced to what the history needs. */
export type IndexedTransaction = {
  hash: Hash
  blockNumber: bigint
  /** Position in its block. */
  index: number
  /** Block time, seconds since the epoch. */
  timestamp: number
  from: Address
  /** `null` for a contract creation. */
  to: Address | null
  /** The contract a creation deployed (`null` otherwise). */
  created: Address | null
  nonce: number
  value: bigint
  /** First four bytes of the calldata ('0x' when there is none). */
  selector: Hex
  status: 'success' | 'reverted'
  transfers: IndexedTransfer[]
}

/** An NFT collection's display data. */
type CollectionInfo = { name: string; symbol: string }

/** The incrementally built index of one dev chain; see {@link indexChain}. */
export type ChainIndex = {
  chain: DevChainInfo
  /** CAIP-2 id, e.g. `eip155:1`. */
  caip2: string
  client: PublicClient
  /**
   * Indexes every block mined since the last call (one sync at a time; a call made while
   * one runs waits for it and then picks up anything newer). Starts over when the chain was
   * reverted or restarted under it.
   */
  sync(): Promise<void>
  /** Transactions in block order, oldest first. */
  transactions(): readonly IndexedTransaction[]
  /** The NFTs an address owns now, by contract then token id. */
  nftsOf(owner: Address): { contract: Address; tokenId: bigint }[]
  /** Whether a token of this collection was ever minted (the image route answers only those). */
  nftExists(contract: Address, tokenId: bigint): boolean
  /** ERC-20 contracts the address ever received or sent tokens of. */
  erc20ContractsOf(address: Address): Address[]
  /** Name, symbol, decimals and price of an ERC-20 (fixtures known; others read once). */
  tokenInfo(contract: Address): Promise<TokenInfo>
  /** Name and symbol of an ERC-721 collection (fixture known; others read once). */
  collectionInfo(contract: Address): Promise<CollectionInfo>
}

/** How many blocks one sync step fetches in a single JSON-RPC batch. */
const blocksPerBatch = 100

/**
 * Creates the index of one dev chain: every block's transactions, native value transfers and
 * ERC-20 / ERC-721 `Transfer` logs, read with `eth_getBlockByNumber` and
 * `eth_getBlockReceipts`. Nothing is read until the first {@link ChainIndex.sync}.
 * Value moved by contracts internally (no log, no top-level value) is not seen: there are no
 * traces on a plain node.
 */
export function indexChain(chain: DevChainInfo): ChainIndex {
  const client = createPublicClient({ transport: http(chain.rpcUrl, { batch: true }) })
  const caip2 = `eip155:${chain.chainId}`

  let indexedThrough = -1n
  let lastHash: Hash | undefined
  let transactions: IndexedTransaction[] = []
  let nftOwners = new Map<string, Address>()
  let running: Promise<void> = Promise.resolve()

  const tokens = new Map<Address, Promise<TokenInfo>>()
  for (const token of fixtureTokens(chain)) tokens.set(token.address!, Promise.resolve(token))
  const collections = new Map<Address, Promise<CollectionInfo>>()
  if (chain.contracts.nft)
    collections.set(
      getAddress(chain.contracts.nft),
      Promise.resolve({ name: devFixtures.nft.name, symbol: devFixtures.nft.symbol }),
    )

  const nftKey = (contract: Address, tokenId: bigint) => `${contract}/${tokenId}`

  function reset() {
    indexedThrough = -1n
    lastHash = undefined
    transactions = []
    nftOwners = new Map()
  }

  async function syncOnce() {
    const latest = await client.getBlockNumber({ cacheTime: 0 })
    if (indexedThrough >= 0n) {
      // anvil_revert / a restarted node: the block we stopped at is gone or different.
      const stillThere =
        latest >= indexedThrough &&
        (await client.getBlock({ blockNumber: indexedThrough }).catch(() => undefined))?.hash ===
          lastHash
      if (!stillThere) reset()
    }
    for (let start = indexedThrough + 1n; start <= latest; start += BigInt(blocksPerBatch)) {
      const end =
        start + BigInt(blocksPerBatch) - 1n < latest ? start + BigInt(blocksPerBatch) - 1n : latest
      const numbers: bigint[] = []
      for (let n = start; n <= end; n++) numbers.push(n)
      const blocks = await Promise.all(
        numbers.map(async (blockNumber) => {
          const [block, receipts] = await Promise.all([
            client.getBlock({ blockNumber, includeTransactions: true }),
            client.getBlockReceipts({ blockNumber }),
          ])
          return { block, receipts }
        }),
      )
      for (const { block, receipts } of blocks) {
        const receiptByHash = new Map(receipts.map((receipt) => [receipt.transactionHash, receipt]))
        for (const tx of block.transactions) {
          const receipt = receiptByHash.get(tx.hash)
          const status = receipt?.status === 'success' ? 'success' : 'reverted'
          const transfers: IndexedTransfer[] = []
          if (status === 'success' && tx.value > 0n && tx.to)
            transfers.push({
              kind: 'native',
              from: getAddress(tx.from),
              to: getAddress(tx.to),
              amount: tx.value,
            })
          for (const log of receipt?.logs ?? []) {
            const [topic0, fromTopic, toTopic, idTopic] = log.topics
            if (topic0 !== transferTopic || !fromTopic || !toTopic) continue
            const contract = getAddress(log.address)
            const from = getAddress(`0x${fromTopic.slice(26)}`)
            const to = getAddress(`0x${toTopic.slice(26)}`)
            if (idTopic && log.topics.length === 4) {
              const tokenId = BigInt(idTopic)
              transfers.push({ kind: 'erc721', contract, from, to, tokenId })
              nftOwners.set(nftKey(contract, tokenId), to)
            } else if (log.topics.length === 3 && log.data.length >= 66) {
              transfers.push({
                kind: 'erc20',
                contract,
                from,
                to,
                amount: BigInt(log.data.slice(0, 66)),
              })
            }
          }
          transactions.push({
            hash: tx.hash,
            blockNumber: block.number,
            index: tx.transactionIndex,
            timestamp: Number(block.timestamp),
            from: getAddress(tx.from),
            to: tx.to ? getAddress(tx.to) : null,
            created: receipt?.contractAddress ? getAddress(receipt.contractAddress) : null,
            nonce: tx.nonce,
            value: tx.value,
            selector: (tx.input.length >= 10 ? tx.input.slice(0, 10) : '0x') as Hex,
            status,
            transfers,
          })
        }
        indexedThrough = block.number
        lastHash = block.hash
      }
    }
  }

  function sync(): Promise<void> {
    const next = running.then(syncOnce)
    // A failed sync must not wedge the queue; its caller still sees the error.
    running = next.catch(() => undefined)
    return next
  }

  function tokenInfo(contract: Address): Promise<TokenInfo> {
    const address = getAddress(contract)
    let info = tokens.get(address)
    if (!info) {
      const read = <name extends 'name' | 'symbol' | 'decimals'>(functionName: name) =>
        client.readContract({ address, abi: erc20Abi, functionName })
      info = Promise.all([read('name'), read('symbol'), read('decimals')]).then(
        ([name, symbol, decimals]) => describeToken({ address, name, symbol, decimals }),
        () => describeToken({ address, name: 'Unknown token', symbol: '???', decimals: 18 }),
      )
      tokens.set(address, info)
    }
    return info
  }

  function collectionInfo(contract: Address): Promise<CollectionInfo> {
    const address = getAddress(contract)
    let info = collections.get(address)
    if (!info) {
      info = Promise.all([
        client.readContract({ address, abi: erc721Abi, functionName: 'name' }),
        client.readContract({ address, abi: erc721Abi, functionName: 'symbol' }),
      ]).then(
        ([name, symbol]) => ({ name, symbol }),
        () => ({ name: 'Unknown collection', symbol: '???' }),
      )
      collections.set(address, info)
    }
    return info
  }

  return {
    chain,
    caip2,
    client,
    sync,
    transactions: () => transactions,
    nftsOf(owner) {
      const wanted = getAddress(owner)
      const owned: { contract: Address; tokenId: bigint }[] = []
      for (const [key, holder] of nftOwners) {
        if (holder !== wanted || holder === zeroAddress) continue
        const [contract, id] = key.split('/') as [Address, string]
        owned.push({ contract, tokenId: BigInt(id) })
      }
      return owned.sort((a, b) =>
        a.contract === b.contract
          ? Number(a.tokenId - b.tokenId)
          : a.contract.toLowerCase() < b.contract.toLowerCase()
            ? -1
            : 1,
      )
    },
    nftExists: (contract, tokenId) => nftOwners.has(nftKey(getAddress(contract), tokenId)),
    erc20ContractsOf(address) {
      const wanted = getAddress(address)
      const seen = new Set<Address>()
      for (const tx of transactions)
        for (const transfer of tx.transfers)
          if (transfer.kind === 'erc20' && (transfer.from === wanted || transfer.to === wanted))
            seen.add(transfer.contract)
      return [...seen]
    },
    tokenInfo,
    collectionInfo,
  }
}
