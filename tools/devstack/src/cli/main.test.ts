import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createPublicClient, erc20Abi, http } from 'viem'
import { describe, expect, it } from 'vitest'

const bin = fileURLToPath(new URL('../../bin/devstack.mjs', import.meta.url))

function run(args: string[]) {
  const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (chunk) => {
    stdout += chunk
  })
  child.stderr.setEncoding('utf8').on('data', (chunk) => {
    stderr += chunk
  })
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exit, output: () => ({ stdout, stderr }) }
}

describe('devstack CLI (plain node, TS run from source)', () => {
  it('`up` starts the chains, prints and writes the state, and stops cleanly on SIGINT', async () => {
    const statePath = join(mkdtempSync(join(tmpdir(), 'devstack-')), 'state.json')
    const cli = run(['up', '--state', statePath])
    const line = await new Promise<string>((resolve, reject) => {
      cli.child.stdout.on('data', () => {
        const { stdout } = cli.output()
        if (stdout.includes('\n')) resolve(stdout.split('\n')[0]!)
      })
      cli.exit.then((code) => reject(new Error(`exited ${code}: ${cli.output().stderr}`)))
    })
    const state = JSON.parse(line)
    expect(JSON.parse(readFileSync(statePath, 'utf8'))).toEqual(state)
    expect(state.chain.chains.map((c: { chainId: number }) => c.chainId)).toEqual([1, 8453])
    const ethereum = state.chain.chains[0]
    const client = createPublicClient({ transport: http(ethereum.rpcUrl) })
    expect(
      await client.readContract({
        address: state.chain.contracts[1].tusd,
        abi: erc20Abi,
        functionName: 'decimals',
      }),
    ).toBe(6)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(cli.output().stderr).toContain('Ethereum (1)')

    cli.child.kill('SIGINT')
    expect(await cli.exit).toBe(0)
    expect(existsSync(statePath)).toBe(false)
    await expect(client.getChainId()).rejects.toThrow()
  })

  it('prints usage for help and fails on an unknown command', async () => {
    const help = run(['help'])
    const unknown = run(['nope'])
    expect(await help.exit).toBe(0)
    expect(help.output().stdout).toMatch(
      /up\s+start everything that exists \(chain, services[^)]*\)/,
    )
    expect(await unknown.exit).toBe(2)
    expect(unknown.output().stderr).toContain('Unknown command: nope')
  })
})
