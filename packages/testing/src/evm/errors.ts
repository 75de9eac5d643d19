/** EIP-1193 / EIP-1474 error codes the test wallet produces. */
export const providerErrorCodes = {
  userRejectedRequest: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  invalidParams: -32602,
  internal: -32603,
} as const

/** An EIP-1193 shaped error: an `Error` carrying a numeric `code` (and optional `data`). */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data?: unknown
  constructor(code: number, message: string, options: { data?: unknown; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    if (options.data !== undefined) this.data = options.data
  }
  /** The error's page in Gangway's docs, `/errors/ProviderRpcError`. */
  get docsPath(): string {
    return `/errors/${this.name}`
  }
}

export const userRejectedError = () =>
  new ProviderRpcError(providerErrorCodes.userRejectedRequest, 'User rejected the request.')

export const unauthorizedError = (detail: string) =>
  new ProviderRpcError(
    providerErrorCodes.unauthorized,
    `The requested account and/or method has not been authorized by the user. ${detail}`,
  )

export const unrecognizedChainError = (chainId: number) =>
  new ProviderRpcError(
    providerErrorCodes.unrecognizedChain,
    `Unrecognized chain ID "0x${chainId.toString(16)}". Try adding the chain using wallet_addEthereumChain first.`,
  )

export const unsupportedMethodError = (method: string) =>
  new ProviderRpcError(
    providerErrorCodes.unsupportedMethod,
    `The Provider does not support the requested method: ${method}`,
  )

export const invalidParamsError = (detail: string) =>
  new ProviderRpcError(providerErrorCodes.invalidParams, `Invalid parameters: ${detail}`)

/** The error itself, or a ProviderRpcError with the first numeric `code` found on its causes. */
export function toProviderError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  let found: { code: number; data?: unknown } | undefined
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'number') {
      found = { code, data: (e as { data?: unknown }).data }
      break
    }
  }
  const err = error as { shortMessage?: string; message?: string }
  return new ProviderRpcError(
    found?.code ?? providerErrorCodes.internal,
    err.shortMessage ?? err.message ?? String(error),
    { data: found?.data, cause: error },
  )
}
