/*
 * litesvm reports transaction errors as native objects; JSON-RPC clients (web3.js) expect the
 * validator's JSON shape: `"BlockhashNotFound"`, `{ "InstructionError": [0, { "Custom": 1 }] }`,
 * `{ "InsufficientFundsForRent": { "account_index": 0 } }`. Names follow litesvm's enums (same
 * order as agave's TransactionError / InstructionError).
 */

const TRANSACTION_ERRORS =
  'AccountInUse AccountLoadedTwice AccountNotFound ProgramAccountNotFound InsufficientFundsForFee InvalidAccountForFee AlreadyProcessed BlockhashNotFound CallChainTooDeep MissingSignatureForFee InvalidAccountIndex SignatureFailure InvalidProgramForExecution SanitizeFailure ClusterMaintenance AccountBorrowOutstanding WouldExceedMaxBlockCostLimit UnsupportedVersion InvalidWritableAccount WouldExceedMaxAccountCostLimit WouldExceedAccountDataBlockLimit TooManyAccountLocks AddressLookupTableNotFound InvalidAddressLookupTableOwner InvalidAddressLookupTableData InvalidAddressLookupTableIndex InvalidRentPayingAccount WouldExceedMaxVoteCostLimit WouldExceedAccountDataTotalLimit MaxLoadedAccountsDataSizeExceeded ResanitizationNeeded InvalidLoadedAccountsDataSizeLimit UnbalancedTransaction ProgramCacheHitMaxLimit CommitCancelled'.split(
    ' ',
  )

const INSTRUCTION_ERRORS =
  'GenericError InvalidArgument InvalidInstructionData InvalidAccountData AccountDataTooSmall InsufficientFunds IncorrectProgramId MissingRequiredSignature AccountAlreadyInitialized UninitializedAccount UnbalancedInstruction ModifiedProgramId ExternalAccountLamportSpend ExternalAccountDataModified ReadonlyLamportChange ReadonlyDataModified DuplicateAccountIndex ExecutableModified RentEpochModified NotEnoughAccountKeys AccountDataSizeChanged AccountNotExecutable AccountBorrowFailed AccountBorrowOutstanding DuplicateAccountOutOfSync InvalidError ExecutableDataModified ExecutableLamportChange ExecutableAccountNotRentExempt UnsupportedProgramId CallDepth MissingAccount ReentrancyNotAllowed MaxSeedLengthExceeded InvalidSeeds InvalidRealloc ComputationalBudgetExceeded PrivilegeEscalation ProgramEnvironmentSetupFailure ProgramFailedToComplete ProgramFailedToCompile Immutable IncorrectAuthority AccountNotRentExempt InvalidAccountOwner ArithmeticOverflow UnsupportedSysvar IllegalOwner MaxAccountsDataAllocationsExceeded MaxAccountsExceeded MaxInstructionTraceLengthExceeded BuiltinProgramsMustConsumeComputeUnits BorshIoError'.split(
    ' ',
  )

/** A transaction error in the validator's JSON shape. */
export type TransactionErrorJson = string | Record<string, unknown>

type NativeError = number | { index?: number; err?: () => unknown; accountIndex?: number }

function instructionError(err: unknown): unknown {
  if (typeof err === 'number') return INSTRUCTION_ERRORS[err] ?? 'GenericError'
  const e = err as { code?: number; msg?: string }
  if (typeof e?.code === 'number') return { Custom: e.code }
  if (typeof e?.msg === 'string') return { BorshIoError: e.msg }
  return 'GenericError'
}

/** litesvm's `FailedTransactionMetadata.err()` as the validator's JSON. */
export function toTransactionErrorJson(err: NativeError): TransactionErrorJson {
  if (typeof err === 'number') return TRANSACTION_ERRORS[err] ?? 'SanitizeFailure'
  if (typeof err.err === 'function' && typeof err.index === 'number')
    return { InstructionError: [err.index, instructionError(err.err())] }
  if (typeof err.accountIndex === 'number')
    return { InsufficientFundsForRent: { account_index: err.accountIndex } }
  if (typeof err.index === 'number') return { DuplicateInstruction: err.index }
  return 'SanitizeFailure'
}

/** The one-line description a validator puts after "Transaction simulation failed: ". */
export function describeTransactionError(json: TransactionErrorJson): string {
  if (typeof json === 'string') {
    if (json === 'BlockhashNotFound') return 'Blockhash not found'
    if (json === 'InsufficientFundsForFee')
      return 'Attempt to debit an account but found no record of a prior credit.'
    return json
  }
  const ie = json.InstructionError as [number, unknown] | undefined
  if (ie) {
    const [index, inner] = ie
    const custom = (inner as { Custom?: number }).Custom
    const what =
      typeof custom === 'number'
        ? `custom program error: 0x${custom.toString(16)}`
        : typeof inner === 'string'
          ? inner
          : JSON.stringify(inner)
    return `Error processing Instruction ${index}: ${what}`
  }
  return JSON.stringify(json)
}
