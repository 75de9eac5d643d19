/**
 * A plain account or contract address as the data API names it in a URL path: an EVM address
 * (20 bytes hex) or a base58 one (Solana, 32–44 characters). Nothing that could carry `/`, `.`,
 * `?` or `#` into a path (a counterparty of `..` climbed out of `/v1/identity/`).
 */
export const PLAIN_ADDRESS = /^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/
