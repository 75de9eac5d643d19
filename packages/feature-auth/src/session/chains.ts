/** The `0x` chain id EIP-1193 answers with (`eth_chainId`, `chainChanged`). */
export const toHex = (id: number) => `0x${id.toString(16)}`

/** The number of a chain id the frame uses (`eip155:8453` or 8453). */
export const chainNumber = (chainId: string | number) => Number(String(chainId).split(':').pop())

/**
 * The eip155 chain a frame's reply names (`eip155:8453`, 8453, '8453' or '0x2105'), or
 * `undefined` for anything else (another namespace, not a chain id).
 */
export function namedChain(chainId: string | number): number | undefined {
  const id =
    typeof chainId === 'number'
      ? chainId
      : /^(eip155:)?\d+$/.test(chainId)
        ? Number(chainId.replace('eip155:', ''))
        : /^0x[0-9a-f]+$/i.test(chainId)
          ? Number(chainId)
          : undefined
  return id !== undefined && Number.isSafeInteger(id) && id > 0 ? id : undefined
}
