import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'

/** A running anvil node. */
export type AnvilProcess = {
  chainId: number
  port: number
  rpcUrl: string
  /** pid of the anvil binary itself (its guard shell is its parent). */
  pid: number
  /** Stops the node; resolves once the process is gone. Safe to call twice. */
  stop(): Promise<void>
}

export type SpawnAnvilParameters = {
  chainId: number
  host?: string
  /** A fixed port; omitted: anvil binds a free one itself (`--port 0`) and says which. */
  port?: number
  /** Extra anvil flags. */
  args?: readonly string[]
  timeoutMs?: number
}

const platformPackages: Record<string, string> = {
  'linux-x64': 'anvil-linux-amd64',
  'linux-arm64': 'anvil-linux-arm64',
  'darwin-x64': 'anvil-darwin-amd64',
  'darwin-arm64': 'anvil-darwin-arm64',
  'win32-x64': 'anvil-win32-amd64',
}

/**
 * Path of the anvil binary shipped by `@foundry-rs/anvil`'s platform package
 * (`ANVIL_BINARY` overrides it).
 */
export function resolveAnvilBinary(): string {
  if (process.env.ANVIL_BINARY) return process.env.ANVIL_BINARY
  const name = platformPackages[`${process.platform}-${process.arch}`]
  if (!name) throw new Error(`anvil: no binary for ${process.platform}-${process.arch}`)
  // The platform package is an optional dependency of @foundry-rs/anvil: resolve it from there.
  const fromDevstack = createRequire(import.meta.url)
  const fromAnvil = createRequire(fromDevstack.resolve('@foundry-rs/anvil/package.json'))
  const binary = join(
    dirname(fromAnvil.resolve(`@foundry-rs/${name}/package.json`)),
    'bin',
    process.platform === 'win32' ? 'anvil.exe' : 'anvil',
  )
  if (!existsSync(binary)) throw new Error(`anvil: binary missing at ${binary}`)
  return binary
}

// Every live anvil of this process, so exit and signal handlers can end them.
const live = new Set<{ pid: number; guard: ChildProcessWithoutNullStreams }>()

function killAllSync() {
  for (const entry of live) {
    try {
      process.kill(entry.pid, 'SIGKILL')
    } catch {}
    entry.guard.stdin.destroy()
  }
  live.clear()
}

function onSignal(signal: NodeJS.Signals) {
  killAllSync()
  // Restore the default behaviour (exit) unless someone else (e.g. the CLI) handles the signal.
  if (process.listenerCount(signal) === 1) {
    uninstallHandlers()
    process.kill(process.pid, signal)
  }
}

let installed = false
function installHandlers() {
  if (installed) return
  installed = true
  process.on('exit', killAllSync)
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
  process.on('SIGHUP', onSignal)
}
function uninstallHandlers() {
  if (!installed) return
  installed = false
  process.off('exit', killAllSync)
  process.off('SIGINT', onSignal)
  process.off('SIGTERM', onSignal)
  process.off('SIGHUP', onSignal)
}

/**
 * anvil runs under a tiny guard shell that kills it when our end of its stdin closes: that
 * happens on stop(), on exit handlers, and also when this process dies by SIGKILL or a crash,
 * which no exit handler sees. So no anvil outlives the process that started it, and the guard
 * exits when anvil does. anvil's own output comes through the guard's: its banner ends with the address it listens on.
 */
const guardScript = [
  'exec 3<&0',
  '"$@" </dev/null & p=$!',
  'echo "guarding $p"',
  `trap 'kill "$p" 2>/dev/null; wait "$p"; exit 0' TERM INT HUP`,
  // The watch on stdin runs beside anvil, so the guard also ends when anvil does (a taken port).
  '{ read _ <&3 || true; kill "$p" 2>/dev/null; } &',
  'wait "$p"',
].join('\n')

/** A port the OS reports free right now (another process may still take it: callers retry). */
export async function getFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, host, () => {
      const address = server.address()
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port)
        else reject(new Error('getFreePort: no port'))
      })
    })
  })
}

class AnvilExitedError extends Error {
  override name = 'AnvilExitedError'
}

/**
 * Starts one anvil node and resolves once it listens and answers `eth_chainId` with the expected
 * id. Without a fixed port anvil binds a free one itself and prints it: picking a port first and
 * passing it on left a window in which two processes could pick the same one, and the loser's
 * check for its chain id could be answered by the winner's node (same chain id), so two test
 * files shared a chain.
 */
export async function spawnAnvil(parameters: SpawnAnvilParameters): Promise<AnvilProcess> {
  const { chainId, host = '127.0.0.1', args = [], timeoutMs = 10_000 } = parameters
  const binary = resolveAnvilBinary()
  const anvilArgs = [
    '--host',
    host,
    '--port',
    String(parameters.port ?? 0),
    '--chain-id',
    String(chainId),
    ...args,
  ]
  const guard = spawn('/bin/sh', ['-c', guardScript, 'anvil-guard', binary, ...anvilArgs], {
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let stderr = ''
  guard.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000)
  })
  const exited = new Promise<never>((_, reject) => {
    guard.once('exit', (code, signal) =>
      reject(
        new AnvilExitedError(
          `anvil (chain ${chainId}, port ${parameters.port ?? 'any'}) exited early (${signal ?? code}): ${stderr.trim()}`,
        ),
      ),
    )
    guard.once('error', reject)
  })
  exited.catch(() => {})
  // Ends the guard's watch on stdin too (it outlives a guard whose anvil exited by itself).
  guard.once('exit', () => guard.stdin.destroy())

  // The guard's first line names anvil's pid; anvil's banner ends with where it listens. Lines
  // are read until both are known; the rest (anvil logs each block) is drained unread.
  let announcePid: (pid: number) => void = () => {}
  let announcePort: (port: number) => void = () => {}
  const pidSaid = new Promise<number>((resolve) => {
    announcePid = resolve
  })
  const portSaid = new Promise<number>((resolve) => {
    announcePort = resolve
  })
  let pending: string | undefined = ''
  guard.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    if (pending === undefined) return
    const lines = (pending + chunk).split('\n')
    pending = lines.pop()
    for (const line of lines) {
      const guarding = /^guarding (\d+)$/.exec(line)
      if (guarding) announcePid(Number(guarding[1]))
      const listening = /Listening on \S+:(\d+)/.exec(line)
      if (listening) {
        announcePort(Number(listening[1]))
        pending = undefined
        return
      }
    }
  })
  const pid = await Promise.race([pidSaid, exited])
  const entry = { pid, guard }
  live.add(entry)
  installHandlers()

  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= new Promise<void>((resolve) => {
      live.delete(entry)
      if (live.size === 0) uninstallHandlers()
      if (guard.exitCode !== null || guard.signalCode !== null) return resolve()
      const timer = setTimeout(() => {
        try {
          process.kill(pid, 'SIGKILL')
        } catch {}
        guard.kill('SIGKILL')
      }, 2000)
      guard.once('exit', () => {
        clearTimeout(timer)
        resolve()
      })
      guard.stdin.end()
    })
    return stopping
  }

  let port: number
  let rpcUrl: string
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    port = await Promise.race([
      portSaid,
      exited,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`anvil (chain ${chainId}): not listening after ${timeoutMs} ms`)),
          timeoutMs,
        )
      }),
    ])
    rpcUrl = `http://${host}:${port}`
    await Promise.race([waitForChainId(rpcUrl, chainId, timeoutMs), exited])
  } catch (error) {
    await stop()
    throw error
  } finally {
    clearTimeout(timer)
  }
  return { chainId, port, rpcUrl, pid, stop }
}

async function waitForChainId(rpcUrl: string, chainId: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      const body = (await response.json()) as { result?: string }
      if (body.result !== undefined) {
        if (Number(body.result) !== chainId)
          throw new Error(`anvil at ${rpcUrl} answered chain ${body.result}, expected ${chainId}`)
        return
      }
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('anvil at')) throw error
    }
    if (Date.now() > deadline) throw new Error(`anvil at ${rpcUrl}: no answer in ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 15))
  }
}
