import { type Hex, keccak256 } from 'viem'
import { type Artifact, loadUniswapArtifact } from './artifacts.js'

/** The Uniswap V2 contracts the devstack deploys, checked to fit together. */
export type UniswapArtifacts = {
  factory: Artifact
  router: Artifact
  weth: Artifact
  pair: Artifact
  erc20: Artifact
  /** keccak256 of the pair's creation code: what the router's `pairFor` hard-codes. */
  initCodeHash: Hex
}

let cached: UniswapArtifacts | undefined

/**
 * Loads the factory and pair from `@uniswap/v2-core@1.0.1` and the router and WETH9 from
 * `@uniswap/v2-periphery@1.1.0-beta.0`, and proves they fit: the router computes pair addresses
 * with a hard-coded init-code hash (`UniswapV2Library.pairFor`), so it must contain
 * keccak256(the pair's creation code), and the factory must create pairs from that same code.
 * A mismatch throws (a router whose `pairFor` names addresses the factory never created would
 * revert on every call); the bytecode is never patched.
 */
export function loadUniswapArtifacts(): UniswapArtifacts {
  if (cached) return cached
  const pair = loadUniswapArtifact('@uniswap/v2-core', 'UniswapV2Pair')
  const factory = loadUniswapArtifact('@uniswap/v2-core', 'UniswapV2Factory')
  const router = loadUniswapArtifact('@uniswap/v2-periphery', 'UniswapV2Router02')
  const weth = loadUniswapArtifact('@uniswap/v2-periphery', 'WETH9')
  const erc20 = loadUniswapArtifact('@uniswap/v2-core', 'ERC20')
  const initCodeHash = keccak256(pair.bytecode)
  if (!factory.bytecode.includes(pair.bytecode.slice(2)))
    throw new Error('devstack: UniswapV2Factory does not create pairs from UniswapV2Pair')
  if (!router.bytecode.includes(initCodeHash.slice(2)))
    throw new Error(
      `devstack: UniswapV2Router02's init-code hash is not the pair's (${initCodeHash})`,
    )
  cached = { pair, factory, router, weth, erc20, initCodeHash }
  return cached
}
