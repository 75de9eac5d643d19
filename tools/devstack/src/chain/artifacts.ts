import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'

/** ABI and creation bytecode of a published compiled contract. */
export type Artifact = { contractName: string; abi: Abi; bytecode: Hex }

const require = createRequire(import.meta.url)

/** Reads `@openzeppelin/contracts@4.9.6/build/contracts/<name>.json`. */
export function loadOpenZeppelinArtifact(name: string): Artifact {
  const path = require.resolve(`@openzeppelin/contracts/build/contracts/${name}.json`)
  const json = JSON.parse(readFileSync(path, 'utf8')) as Artifact
  return { contractName: json.contractName, abi: json.abi, bytecode: json.bytecode }
}

/**
 * OpenZeppelin 4.9.6's npm package ships no ERC20DecimalsMock, and ERC20PresetMinterPauser's
 * `decimals()` is the constant 18. The compiler inlined it into the function body as
 * `JUMPDEST PUSH1 0x40 MLOAD PUSH1 0x12 DUP2 MSTORE PUSH1 0x20 ADD` (the only `PUSH1 0x12` in the
 * runtime code); this rewrites that one immediate to `decimals`. The exact byte pattern is
 * required, so a different artifact fails loudly instead of deploying something wrong.
 */
export function withDecimals(artifact: Artifact, decimals: number): Artifact {
  if (decimals === 18) return artifact
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255)
    throw new Error(`withDecimals: invalid decimals ${decimals}`)
  const pattern = '5b604051601281526020'
  const code = artifact.bytecode.slice(2)
  const at = code.indexOf(pattern)
  if (at < 0 || code.indexOf(pattern, at + 1) >= 0 || at % 2 !== 0)
    throw new Error(
      `withDecimals: decimals() pattern not found exactly once in ${artifact.contractName}`,
    )
  const immediate = at + 10 // the 0x12 byte after JUMPDEST PUSH1 0x40 MLOAD PUSH1
  const patched =
    code.slice(0, immediate) + decimals.toString(16).padStart(2, '0') + code.slice(immediate + 2)
  return { ...artifact, bytecode: `0x${patched}` }
}

/** The Uniswap V2 packages whose published `build/*.json` the devstack deploys. */
export type UniswapPackage = '@uniswap/v2-core' | '@uniswap/v2-periphery'

/**
 * Reads a Uniswap V2 artifact (`@uniswap/v2-core@1.0.1` or `@uniswap/v2-periphery@1.1.0-beta.0`
 * `build/<name>.json`, Waffle's format: the bytecode without `0x`).
 */
export function loadUniswapArtifact(pkg: UniswapPackage, name: string): Artifact {
  const path = require.resolve(`${pkg}/build/${name}.json`)
  const json = JSON.parse(readFileSync(path, 'utf8')) as { abi: Abi; bytecode: string }
  const bytecode = (json.bytecode.startsWith('0x') ? json.bytecode : `0x${json.bytecode}`) as Hex
  return { contractName: name, abi: json.abi, bytecode }
}
