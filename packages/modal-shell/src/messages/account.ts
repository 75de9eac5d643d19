/**
 * The shell's English messages of Account (its tabs, tokens, NFTs and actions) and
 * ApproveTransaction (namespace `shell`). Shared texts (Try again, Loading…, Loading balance,
 * the Account title) come from `frame.ts`.
 */
export const accountMessages = {
  // Account
  noAccount: 'No wallet is connected.',
  connectAWallet: 'Connect a wallet',
  copyAddress: 'Copy address',
  retryBalance: 'Retry loading the balance',
  retry: 'Retry',
  disconnect: 'Disconnect',
  disconnecting: 'Disconnecting…',
  // Tabs (the shell's own: a feature's tab label comes from its catalogue's `tab.<id>`)
  'tab.Tokens': 'Tokens',
  'tab.NFTs': 'NFTs',
  'tab.Activity': 'Activity',
  noTokens: 'No tokens to show',
  noNfts: 'No NFTs to show',
  noActivity: 'No activity to show',
  nothingToShow: 'Nothing to show',
  // Tokens
  loadingTokens: 'Loading tokens',
  total: 'Total',
  tokensUnavailable: 'Token balances are unavailable right now.',
  retrying: 'Retrying…',
  tryAgainIn: 'Try again in {seconds} s',
  // NFTs
  loadingNfts: 'Loading NFTs',
  nftsFailed: 'NFTs could not be loaded. {reason}',
  loadMore: 'Load more',
  allNfts: 'All NFTs',
  'nft.collection': 'Collection',
  'nft.tokenId': 'Token ID',
  'nft.contract': 'Contract',
  'nft.network': 'Network',
  viewOn: 'View on {explorer}',
  // ApproveTransaction
  noRequest: 'No request is waiting for approval.',
  approveRequest: 'Approve request',
  rawRequest: 'Raw request',
  requestDetails: 'Request details',
  requestMessage: 'Message',
  requestItems: 'Items',
  undecoded: 'This request could not be decoded: check it below before you approve.',
  readingRequest: 'Reading the request…',
  reject: 'Reject',
  approve: 'Approve',
} as const

/**
 * The words of the adapters' request descriptions (`Adapter.describeRequest`'s `text`), in
 * ApproveTransaction: titles, row labels, fixed values and counts. The adapters carry this English
 * themselves (a direct caller needs no shell), so this copy is never bundled: it is the source
 * translators and the completeness check read, and it types a host's overrides. Each adapter's
 * test checks that the keys it uses are here with the same English.
 */
export const requestMessages = {
  // Titles
  'request.signMessage': 'Sign a message',
  'request.signTypedData': 'Sign typed data',
  'request.sendTransaction': 'Send a transaction',
  'request.sendCalls': 'Send a batch of calls',
  'request.sendUserOperation': 'Send a user operation',
  'request.grantPermissions': 'Grant permissions',
  'request.revokePermissions': 'Revoke permissions',
  'request.signTransaction': 'Sign a transaction',
  'request.signAndSendTransaction': 'Sign and send a transaction',
  'request.signTransactions': {
    one: 'Sign {count} transaction',
    other: 'Sign {count} transactions',
  },
  'request.sendBitcoin': 'Send bitcoin',
  'request.signPsbt': 'Sign a transaction (PSBT)',
  // Counts (the list's heading)
  'request.calls': { one: '{count} call', other: '{count} calls' },
  'request.instructions': { one: '{count} instruction', other: '{count} instructions' },
  'request.transactions': { one: '{count} transaction', other: '{count} transactions' },
  'request.inputs': { one: '{count} input', other: '{count} inputs' },
  'request.outputs': { one: '{count} output', other: '{count} outputs' },
  // Two counts side by side ('2 inputs, 1 output'): {0} and {1} are the counts' own messages.
  'request.pair': '{0}, {1}',
  // Row labels
  'request.row.account': 'account',
  'request.row.address': 'address',
  'request.row.message': 'message',
  'request.row.from': 'from',
  'request.row.to': 'to',
  'request.row.value': 'value',
  'request.row.amount': 'amount',
  'request.row.function': 'function',
  'request.row.chain': 'chain',
  'request.row.primaryType': 'primary type',
  'request.row.domain': 'domain {field}',
  'request.row.fundedBy': 'funded by',
  'request.row.newAccount': 'new account',
  'request.row.fromTokenAccount': 'from token account',
  'request.row.toTokenAccount': 'to token account',
  'request.row.tokenAccount': 'token account',
  'request.row.owner': 'owner',
  'request.row.mint': 'mint',
  'request.row.paidBy': 'paid by',
  'request.row.units': 'units',
  'request.row.price': 'price',
  'request.row.memo': 'memo',
  'request.row.program': 'program',
  'request.row.accounts': 'accounts',
  'request.row.data': 'data',
  'request.row.feePayer': 'fee payer',
  'request.row.version': 'version',
  'request.row.signers': 'signatures required',
  'request.row.blockhash': 'recent blockhash',
  'request.row.protocol': 'protocol',
  'request.row.networkFee': 'network fee',
  'request.row.feeRate': 'fee rate',
  'request.row.broadcast': 'broadcast',
  'request.row.spendsFrom': 'spends from',
  'request.row.youSign': 'you sign it',
  'request.row.change': 'change',
  // Fixed values
  'request.value.notTextHex': 'bytes, not text (shown as hex)',
  'request.value.notTextBase58': 'bytes, not text (shown in base58)',
  'request.value.createsContract': 'none (creates a contract)',
  'request.value.plainTransfer': 'none (plain transfer)',
  'request.value.selector': {
    one: '{selector} ({count} byte)',
    other: '{selector} ({count} bytes)',
  },
  'request.value.bytes': { one: '{count} byte', other: '{count} bytes' },
  'request.value.baseUnits': '{amount} (base units)',
  'request.value.microLamports': '{price} micro-lamports per unit',
  'request.value.none': 'none',
  'request.value.unknown': 'unknown',
  'request.value.legacy': 'legacy',
  'request.value.lookupEntry': 'entry {index} of lookup table {table}',
  'request.value.notYou': 'not you',
  'request.value.yourPayment': 'your payment address',
  'request.value.yourOrdinals': 'your ordinals address',
  'request.value.yourAddress': 'your {purpose} address',
  'request.value.signsAll': '{sign}: the signature covers every input and output as shown',
  // The Bitcoin PSBT summary's own phrases (adapter-bitcoin's psbtWords, the same English):
  // SIGHASH names, OP_RETURN, sat/vB, addresses and amounts stay as written.
  'request.value.opReturn': 'OP_RETURN data (unspendable)',
  'request.value.script': 'script {hex}',
  'request.value.unknownPrevout': 'unknown (the PSBT does not say)',
  'request.value.unknownFee': 'unknown (the PSBT does not give every spent amount)',
  'request.value.no': 'no',
  'request.value.signsWith': 'yes ({sighash})',
  // Two sighash types either of which the signature may carry ('SIGHASH_NONE or SIGHASH_SINGLE').
  'request.value.or': '{0} or {1}',
  'request.value.changePayment': 'back to your payment address',
  'request.value.changeOrdinals': 'back to your ordinals address',
  'request.value.change': 'back to your {purpose} address',
  'request.value.broadcastOnceSigned': 'yes, once signed',
  'request.value.feeSetByWallet': '≈ {fee} (set by the wallet)',
  // Warnings: {rate} and {max} are fee rates ('900 sat/vB', 500), {fee} an amount, {sighash} a
  // SIGHASH name, {index} an input's number (and, for SINGLE, the output's: the same number).
  'request.warning.highFeeRate':
    'The fee rate, {rate}, is above {max} sat/vB, far above what the network usually asks: check the fee ({fee}) before you approve',
  'request.warning.sighashNone':
    'Input {index}: {sighash}: outputs can be changed after you sign: whoever holds this signature can send these coins anywhere',
  'request.warning.sighashNoneAnyone':
    'Input {index}: {sighash}: outputs can be changed and other inputs added after you sign: whoever holds this signature can send these coins anywhere',
  'request.warning.sighashSingle':
    'Input {index}: {sighash}: only output {index} is fixed; the other outputs can be changed after you sign',
  'request.warning.sighashSingleAnyone':
    'Input {index}: {sighash}: only output {index} is fixed; the other outputs can be changed and other inputs added after you sign',
  'request.warning.sighashAnyone':
    'Input {index}: {sighash}: other inputs can be added after you sign (the outputs stay as shown)',
  // List items
  'request.item.transaction': 'Transaction {number}',
  'request.item.inTransaction': 'Transaction {number}, {instruction}',
  'request.item.input': 'Input {index}',
  'request.item.inputYours': 'Input {index} (yours)',
  'request.item.output': 'Output {index}',
  'request.item.outputChange': 'Output {index} (change)',
  'request.program.unknown': 'Unknown program',
  'request.instruction.transfer': '{program}: transfer {amount}',
  'request.instruction.createAccount': '{program}: create an account',
  'request.instruction.tokenTransfer': '{program}: transfer',
  'request.instruction.tokenTransferChecked': '{program}: transfer (checked)',
  'request.instruction.createTokenAccount': '{program}: create',
  'request.instruction.createTokenAccountIfMissing': '{program}: create (if missing)',
  'request.instruction.computeLimit': '{program}: set the compute unit limit',
  'request.instruction.computePrice': '{program}: set the compute unit price',
} as const
