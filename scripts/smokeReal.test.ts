import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import {
  type StartDevChainReturnType,
  type StartRelayReturnType,
  type StartServiceEmulatorReturnType,
  startDevChain,
  startRelay,
  startServiceEmulator,
  testAccounts,
} from '@gangway/devstack'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// `npm run smoke:real` cannot reach the real services here: it runs against the devstack, whose
// stand-ins answer with the real servers' shapes, by pointing its hosts at them.
const script = join(import.meta.dirname, 'smoke-real.mjs')
const run = promisify(execFile)

let chain: StartDevChainReturnType
let emulator: StartServiceEmulatorReturnType
let relay: StartRelayReturnType

beforeAll(async () => {
  chain = await startDevChain()
  emulator = await startServiceEmulator({ chains: chain.chains })
  relay = await startRelay()
}, 60_000)

afterAll(async () => {
  await relay?.stop()
  await emulator?.stop()
  await chain?.stop()
})

async function smoke(extra: string[] = []) {
  const args = [
    script,
    '--project-id',
    'smoke-test',
    '--origin',
    'http://127.0.0.1:5173/app',
    '--address',
    testAccounts[1]!.address,
    '--wallet-list',
    emulator.urls.walletList,
    '--api',
    emulator.urls.api,
    '--analytics',
    emulator.urls.analytics,
    '--relay',
    relay.url,
    '--timeout',
    '15000',
    ...extra,
  ]
  try {
    const { stdout } = await run(process.execPath, args, { timeout: 60_000 })
    return { code: 0, lines: stdout.trim().split('\n') }
  } catch (error) {
    const { code, stdout } = error as { code: number; stdout: string }
    return { code, lines: stdout.trim().split('\n') }
  }
}

describe('npm run smoke:real', () => {
  it('prints one ok line per service and a summary against stand-ins that answer like the real ones', async () => {
    const { code, lines } = await smoke()
    const services = lines.slice(0, -1).map((line) => line.slice(5, line.indexOf(':')))
    expect(services).toEqual([
      'wallet list',
      'wallet images',
      'analytics config',
      'analytics',
      'relay',
      'supported chains',
      'rpc proxy',
      'identity',
      'balances',
      'history',
      'prices',
      'gas price',
      'swap tokens',
      'swap quote',
      'names',
      'on-ramp',
    ])
    expect(lines.filter((line) => !line.startsWith('ok   '))).toEqual(['smoke: 16 ok, 0 failed'])
    expect(code).toBe(0)
    expect(lines).toContain('ok   rpc proxy: eth_chainId on eip155:1 is 0x1')
    expect(lines.find((l) => l.startsWith('ok   relay'))).toContain('relay-protocol=irn')
    expect(lines.find((l) => l.startsWith('ok   names'))).toContain('not found ([])')
    // The services saw the page's origin and the project id, as from a browser.
    const [balance] = emulator.requests('api').filter((r) => r.path.endsWith('/balance'))
    expect(balance?.query).toMatchObject({ projectId: 'smoke-test', st: 'gangway' })
  }, 90_000)

  it('names the failing service and its error, and exits 1', async () => {
    emulator.setSwitch('analytics', 'forbidden')
    emulator.setSwitch('walletList', 'unavailable')
    try {
      const { code, lines } = await smoke()
      expect(code).toBe(1)
      expect(lines).toContainEqual(
        expect.stringMatching(/^FAIL analytics: ForbiddenError \(HTTP 403\)/),
      )
      expect(lines).toContainEqual(
        expect.stringMatching(/^FAIL wallet list: ServiceUnavailableError/),
      )
      expect(lines.find((l) => l.startsWith('ok   rpc proxy'))).toBeDefined()
      expect(lines.at(-1)).toMatch(/^smoke: \d+ ok, [1-9]\d* failed$/)
    } finally {
      emulator.setSwitch('analytics', 'ok')
      emulator.setSwitch('walletList', 'ok')
    }
  }, 90_000)

  it('refuses to run without a project id and an origin', async () => {
    const result = await run(process.execPath, [script, '--project-id', 'p']).catch((e) => e)
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('usage: npm run smoke:real -- --project-id ID --origin')
  })
})
