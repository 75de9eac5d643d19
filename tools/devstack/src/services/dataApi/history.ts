import { type Address, formatUnits, getAddress, zeroAddress } from 'viem'
import { nftImageSvg, svgDataUrl } from './art.js'
import type { ChainIndex, IndexedTransaction, IndexedTransfer } from './indexChain.js'
import { nativeToken } from './tokens.js'
import type { WireNftInfo, WireOperationType, WireTransaction, WireTransfer } from './wireTypes.js'

/** A transaction of one chain that concerns the address being asked about. */
export type Activity = { index: ChainIndex; tx: IndexedTransaction; transfers: IndexedTransfer[] }

/** Sort key: block time, chain id, block number, position (newest first, see compare). */
export type ActivityKey = readonly [number, number, string, number]

export const activityKey = ({ index, tx }: Activity): ActivityKey => [
  tx.timestamp,
  index.chain.chainId,
  tx.blockNumber.toString(),
  tx.index,
]

/** Newest first: later time, then lower chain id, then later block and position. */
export function compareActivity(a: readonly unknown[], b: readonly unknown[]): number {
  const [timeA, chainA, blockA, indexA] = a as ActivityKey
  const [timeB, chainB, blockB, indexB] = b as ActivityKey
  if (timeA !== timeB) return timeB - timeA
  if (chainA !== chainB) return chainA - chainB
  if (blockA !== blockB) return BigInt(blockB) > BigInt(blockA) ? 1 : -1
  return indexB - indexA
}

/** Every indexed transaction sent by, sent to, or moving value of `address`, newest first. */
export function activityOf(indexes: readonly ChainIndex[], address: Address): Activity[] {
  const wanted = getAddress(address)
  const found: Activity[] = []
  for (const index of indexes)
    for (const tx of index.transactions()) {
      const transfers = tx.transfers.filter((t) => t.from === wanted || t.to === wanted)
      if (tx.from === wanted || tx.to === wanted || transfers.length > 0)
        found.push({ index, tx, transfers })
    }
  return found.sort((a, b) => compareActivity(activityKey(a), activityKey(b)))
}

const approveSelectors = new Set(['0x095ea7b3', '0xa22cb465']) // approve, setApprovalForAll

/** Zerion's classification, from the point of view of `owner`. */
function operationTypeOf(activity: Activity, owner: Address): WireOperationType {
  const { tx, transfers } = activity
  if (tx.to === null && tx.from === owner) return 'deploy'
  if (transfers.length === 0) {
    if (tx.value > 0n) return tx.from === owner ? 'send' : 'receive' // a failed value transfer
    if (tx.from !== owner) return 'receive'
    return approveSelectors.has(tx.selector) ? 'approve' : 'execute'
  }
  if (transfers.every((t) => t.from === zeroAddress)) return 'mint'
  if (transfers.every((t) => t.to === zeroAddress)) return 'burn'
  const ins = transfers.some((t) => t.to === owner && t.from !== owner)
  const outs = transfers.some((t) => t.from === owner && t.to !== owner)
  if (ins && outs) return 'trade'
  return ins ? 'receive' : 'send'
}

const directionOf = (transfer: IndexedTransfer, owner: Address): WireTransfer['direction'] =>
  transfer.from === owner && transfer.to === owner ? 'self' : transfer.to === owner ? 'in' : 'out'

/** Builds the URL the image route serves an NFT's artwork at. */
export type NftImageUrl = (params: { caip2: string; contract: Address; tokenId: bigint }) => string

/** An NFT's display parts shared by history and the NFT list. */
export async function describeNft(params: {
  index: ChainIndex
  contract: Address
  tokenId: bigint
  imageUrl: NftImageUrl
}): Promise<{ name: string; collection: { name: string; symbol: string }; info: WireNftInfo }> {
  const { index, contract, tokenId, imageUrl } = params
  const collection = await index.collectionInfo(contract)
  const name = `${collection.name} #${tokenId}`
  return {
    name,
    collection,
    info: {
      name,
      content: {
        preview: {
          url: svgDataUrl(nftImageSvg({ collection: collection.name, tokenId })),
          content_type: 'image/svg+xml',
        },
        detail: {
          url: imageUrl({ caip2: index.caip2, contract, tokenId }),
          content_type: 'image/svg+xml',
        },
      },
      flags: { is_spam: false },
    },
  }
}

async function toWireTransfer(
  index: ChainIndex,
  transfer: IndexedTransfer,
  owner: Address,
  imageUrl: NftImageUrl,
): Promise<WireTransfer> {
  const direction = directionOf(transfer, owner)
  if (transfer.kind === 'erc721') {
    const { info } = await describeNft({
      index,
      contract: transfer.contract,
      tokenId: transfer.tokenId,
      imageUrl,
    })
    return {
      fungible_info: null,
      nft_info: info,
      direction,
      quantity: { numeric: '1' },
      value: null,
      price: null,
    }
  }
  const token = transfer.kind === 'native' ? nativeToken : await index.tokenInfo(transfer.contract)
  const numeric = formatUnits(transfer.amount, token.decimals)
  return {
    fungible_info: {
      name: token.name,
      symbol: token.symbol,
      icon: { url: token.iconUrl },
      flags: { is_spam: token.isSpam },
    },
    nft_info: null,
    direction,
    quantity: { numeric },
    value: Number(numeric) * token.price,
    price: token.price,
  }
}

/** One history entry in the hosted API's shape, seen from `owner`. */
export async function toWireTransaction(
  activity: Activity,
  owner: Address,
  imageUrl: NftImageUrl,
): Promise<WireTransaction> {
  const { index, tx } = activity
  const wanted = getAddress(owner)
  return {
    id: `${index.caip2}:${tx.hash}`,
    metadata: {
      operationType: operationTypeOf(activity, wanted),
      hash: tx.hash,
      minedAt: new Date(tx.timestamp * 1000).toISOString(),
      sentFrom: tx.from.toLowerCase(),
      sentTo: (tx.to ?? tx.created ?? zeroAddress).toLowerCase(),
      status: tx.status === 'success' ? 'confirmed' : 'failed',
      nonce: tx.nonce,
      application: null,
      chain: index.caip2,
    },
    transfers: await Promise.all(
      activity.transfers.map((transfer) => toWireTransfer(index, transfer, wanted, imageUrl)),
    ),
  }
}
