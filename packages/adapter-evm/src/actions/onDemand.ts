// What few pages use (transfers and token metadata for Send, typed data, batched calls, sending
// through the adapter, the wallet_sendCalls rules) and what no page needs before a wallet is
// connected (the gated provider's requests, the ranked fallback transport), behind one import():
// one chunk and one request on first use, and a host bundler splits the shared viem code once
// instead of once per action.

export { fallback } from 'viem'
export { gatedRequest } from '../provider/gatedRequest.js'
export { validateSendCallsParams } from '../rpc/validateSendCallsParams.js'
export { getAsset } from './getAsset.js'
export { sendCalls } from './sendCalls.js'
export { sendEvmTransaction } from './sendEvmTransaction.js'
export { signTypedData } from './signTypedData.js'
export { estimateTransfer, sendTransfer } from './transfer.js'
