// What few pages use (transfers and token metadata for Send, batched calls, sending through the
// adapter, the wallet_sendCalls rules) and what no page needs before a wallet is connected (the
// gated provider's requests), behind one import(): one chunk and one request on first use. Its
// modules import no viem action, ABI or error module (they read through the public client's
// actions): such an import makes Vite 8 split shared modules into extra up-front files
// (actions/erc20.ts, lazyChunks.test.ts).

export { describeEvmRequest } from '../describe/describeEvmRequest.js'
export { gatedRequest } from '../provider/gatedRequest.js'
export { validateSendCallsParams } from '../rpc/validateSendCallsParams.js'
export { getAsset } from './getAsset.js'
export { sendCalls } from './sendCalls.js'
export { sendEvmTransaction } from './sendEvmTransaction.js'
export { estimateTransfer, sendTransfer } from './transfer.js'
