import { type ChildProcess, spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { getFreePort } from '../chain/spawnAnvil.js'
import type { SolanaFaults } from './createSolanaRpc.js'
import type { SolanaChainInfo } from './startSolanaChain.js'

/** A local Solana chain in a process of its own (see {@link spawnSolanaChain}). */
export type SpawnedSolanaChain = SolanaChainInfo & {
  /** Flips fault switches (over the control URL). */
  setFaults(faults: Partial<SolanaFaults>): Promise<void>
  /** How many times the chain process died and was started again. */
  restarts(): number
  /** The chain process's id now (tests kill it to see it come back). */
  pid(): number | undefined
  stop(): Promise<void>
}

// Resolved on use, and not as `new URL(…, import.meta.url)`, which Vite rewrites as an asset.
const cli = () => join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bin', 'devstack.mjs')

/**
 * Starts the local Solana chain (`startSolanaChain`) in a child process (the devstack CLI's
 * `solana` service) and starts it again on the same port if it dies. litesvm 0.x's linux-x64-gnu
 * binding aborted its process with `std::bad_alloc` after a few SPL sends (LiteSVM/litesvm#171);
 * the chain now runs on litesvm 1.x, which does not (see `createLiteSvm`), and the process of its
 * own stays as a guard: a crash would cost the chain's state (accounts are deterministic, so the
 * fixtures come back), never the test runner or the demo server that started it.
 */
export async function spawnSolanaChain(): Promise<SpawnedSolanaChain> {
  // `--port n` puts the solana service on n + 30.
  const port = await getFreePort()
  let child: ChildProcess | undefined
  let stopping = false
  let restarts = 0
  const start = () =>
    new Promise<SolanaChainInfo>((resolve, reject) => {
      const proc = spawn(
        process.execPath,
        [
          cli(),
          'solana',
          '--port',
          String(port - 30),
          '--state',
          `/tmp/gangway-solana-${process.pid}.json`,
        ],
        {
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      )
      child = proc
      const lines = createInterface({ input: proc.stdout! })
      let up = false
      lines.once('line', (line) => {
        try {
          resolve((JSON.parse(line) as { solana: SolanaChainInfo }).solana)
          up = true
        } catch (error) {
          reject(error)
        }
      })
      proc.once('exit', (code, signal) => {
        reject(new Error(`solana chain exited (${code ?? signal}) before it was up`))
        // Only a chain that was up is started again (one that cannot start fails the caller).
        if (stopping || child !== proc || !up) return
        restarts += 1
        process.stderr.write(
          `devstack: the Solana chain died (${code ?? signal}); starting it again\n`,
        )
        start().catch((error) => process.stderr.write(`devstack: ${String(error)}\n`))
      })
    })
  const info = await start()
  const kill = () => child?.kill('SIGTERM')
  process.once('exit', kill)
  return {
    ...info,
    async setFaults(faults) {
      await fetch(info.controlUrl, { method: 'POST', body: JSON.stringify({ faults }) })
    },
    restarts: () => restarts,
    pid: () => child?.pid,
    async stop() {
      stopping = true
      process.off('exit', kill)
      const proc = child
      if (!proc || proc.exitCode !== null) return
      await new Promise((resolve) => {
        proc.once('exit', resolve)
        proc.kill('SIGTERM')
      })
    },
  }
}
