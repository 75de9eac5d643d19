import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/** The compiler the committed artifact was made with (the `solc` devDependency, solc-js). */
const SOLC_VERSION = '0.8.28+commit.7893614a'
const SOURCE = 'GangwaySmartAccount.sol'
const SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  // No metadata hash: the bytecode then depends on the code only, not on comments or paths.
  metadata: { bytecodeHash: 'none', appendCBOR: false },
  outputSelection: { '*': { '*': ['evm.bytecode.object', 'evm.deployedBytecode.object'] } },
}

type Output = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts: Record<
    string,
    Record<string, { evm: Record<'bytecode' | 'deployedBytecode', { object: string }> }>
  >
}

/**
 * Compiles GangwaySmartAccount.sol with solc-js (offline: the compiler ships in the npm package)
 * and returns the text of smartAccountArtifact.ts, the module the frame and the server import.
 * The test compares it with the committed file (`vitest run -u` rewrites it).
 */
export function compileSmartAccount(): string {
  const require = createRequire(import.meta.url)
  const solc = require('solc') as { version(): string; compile(input: string): string }
  if (!solc.version().startsWith(SOLC_VERSION))
    throw new Error(`solc ${SOLC_VERSION} expected, found ${solc.version()}`)
  const content = readFileSync(new URL(`./${SOURCE}`, import.meta.url), 'utf8')
  const input = { language: 'Solidity', sources: { [SOURCE]: { content } }, settings: SETTINGS }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as Output
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  const code = (name: string, kind: 'bytecode' | 'deployedBytecode') =>
    `'0x${output.contracts[SOURCE]![name]!.evm[kind].object}'`
  return [
    '// Generated from GangwaySmartAccount.sol by compileSmartAccount.ts: do not edit. To rebuild,',
    '// run `npx vitest run src/authFrame/contracts -u` in tools/devstack.',
    `// Compiler: solc-js ${solc.version()}, optimizer ${SETTINGS.optimizer.runs} runs,`,
    `// EVM version ${SETTINGS.evmVersion}, no metadata hash.`,
    '',
    '/** GangwaySmartAccount creation code (the constructor takes the owner). */',
    `export const smartAccountBytecode =\n  ${code('GangwaySmartAccount', 'bytecode')}`,
    '',
    '/** GangwaySmartAccount runtime code: what the chain holds at a deployed account. */',
    `export const smartAccountRuntimeCode =\n  ${code('GangwaySmartAccount', 'deployedBytecode')}`,
    '',
    '/** GangwaySmartAccountFactory creation code. */',
    `export const smartAccountFactoryBytecode =\n  ${code('GangwaySmartAccountFactory', 'bytecode')}`,
    '',
  ].join('\n')
}
