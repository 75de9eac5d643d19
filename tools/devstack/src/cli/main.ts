import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { type RunningService, services } from './services.js'

const usage = `Usage: gangway-devstack <command> [options]

Commands:
  up          start everything that exists (${services.map((s) => s.name).join(', ')})
${services.map((s) => `  ${s.name.padEnd(10)}  ${s.description}`).join('\n')}
  help        show this text

Options:
  --port <n>      first port (chain i uses n + i); default: free ports
  --state <file>  where to write the state JSON; default <repo>/.devstack/state.json

Prints one JSON line (the state) on stdout and a summary on stderr, then runs until Ctrl-C.`

/** The repo root: tools/devstack/src/cli → ../../../.. */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..')

/**
 * Runs the CLI; resolves with the exit code once the services stop (Ctrl-C / SIGTERM).
 * `signal` lets tests stop it without sending a process signal.
 */
export async function main(argv: readonly string[], signal?: AbortSignal): Promise<number> {
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse(argv)
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${usage}\n`)
    return 2
  }
  const { command, port, statePath } = parsed
  if (command === 'help' || command === undefined) {
    process.stdout.write(`${usage}\n`)
    return command === 'help' ? 0 : 2
  }
  const selected = command === 'up' ? services : services.filter((s) => s.name === command)
  if (selected.length === 0) {
    process.stderr.write(`Unknown command: ${command}\n\n${usage}\n`)
    return 2
  }

  const running: [string, RunningService][] = []
  const stopAll = async () => {
    for (const [, service] of running.reverse()) await service.stop()
  }
  try {
    for (const service of selected)
      running.push([service.name, await service.start({ port }, new Map(running))])
  } catch (error) {
    await stopAll()
    process.stderr.write(`devstack: ${(error as Error).stack ?? error}\n`)
    return 1
  }

  const state = {
    version: 1,
    pid: process.pid,
    startedAt: new Date().toISOString(),
    ...Object.fromEntries(running.map(([name, service]) => [name, service.state])),
  }
  await mkdir(dirname(statePath), { recursive: true })
  await writeFile(statePath, `${JSON.stringify(state, null, 2)}\n`)
  process.stdout.write(`${JSON.stringify(state)}\n`)
  const summary = running.flatMap(([, service]) => service.summary)
  process.stderr.write(`${summary.join('\n')}\nstate: ${statePath}\nCtrl-C to stop.\n`)

  await new Promise<void>((done) => {
    const finish = () => {
      process.off('SIGINT', finish)
      process.off('SIGTERM', finish)
      done()
    }
    process.on('SIGINT', finish)
    process.on('SIGTERM', finish)
    signal?.addEventListener('abort', finish, { once: true })
  })
  await stopAll()
  // Leave a state file only while something runs (and only remove our own).
  const current = await readFile(statePath, 'utf8').catch(() => '')
  if (current.includes(`"pid": ${process.pid},`)) await rm(statePath, { force: true })
  process.stderr.write('devstack stopped.\n')
  return 0
}

function parse(argv: readonly string[]) {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { port: { type: 'string' }, state: { type: 'string' }, help: { type: 'boolean' } },
  })
  const port = values.port === undefined ? undefined : Number(values.port)
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536))
    throw new Error(`--port: not a port: ${values.port}`)
  return {
    command: values.help ? 'help' : positionals[0],
    port,
    statePath: values.state ? resolve(values.state) : join(repoRoot, '.devstack', 'state.json'),
  }
}
