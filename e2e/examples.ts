// The example host apps for the browser tests: each installed from `npm pack` output and built by
// scripts/examples.mjs, then served with its own production server against the devstack.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer as createHttpServer } from 'node:http'
import { type AddressInfo, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, normalize, sep } from 'node:path'

const repoRoot = join(import.meta.dirname, '..')

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/**
 * Packs, installs and builds `apps/examples/<name>` (reused when nothing changed); its folder.
 * With a variant, the example's second install (`gangway.variants.<variant>` in its package.json,
 * e.g. the wagmi example on wagmi 2), in a folder of its own.
 */
export function buildExample(name: string, variant?: string): string {
  const out = join(mkdtempSync(join(tmpdir(), 'gangway-e2e-example-')), 'example.json')
  const args = [join(repoRoot, 'scripts/examples.mjs'), name, '--json', out]
  if (variant) args.push('--variant', variant)
  execFileSync('node', args, { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] })
  return (JSON.parse(readFileSync(out, 'utf8')) as { dir: string }).dir
}

/**
 * Serves the built Next.js example (`next start`) with the devstack's chain and services in its
 * environment; resolves with its URL once it answers, and a stop function.
 */
export async function startNextExample(
  dir: string,
  env: Record<string, string>,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(
    process.execPath,
    [join(dir, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: dir,
      env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`next start exited (${child.exitCode}):\n${output}`)
    try {
      if ((await fetch(url)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill()
      throw new Error(`next start did not answer within 60 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill()
      }),
  }
}

/** Content types of the files the e2e servers serve (the demo's build, the static examples). */
export const STATIC_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

/**
 * Serves a static example's build (`<dir>/dist`, e.g. the Vite one) on 127.0.0.1 the way a
 * static host does: its files, `index.html` for other paths, and `/settings.json` (the
 * deployment's settings the app reads at run time) answered with `settings`.
 */
export async function startStaticExample(
  dir: string,
  settings: unknown,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const dist = join(dir, 'dist')
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`no built example in ${dist}`)
  const server = createHttpServer(async (req, res) => {
    try {
      const path = decodeURIComponent((req.url ?? '/').split('?')[0]!)
      if (path === '/settings.json') {
        res.writeHead(200, {
          'content-type': STATIC_TYPES['.json']!,
          'cache-control': 'no-store',
        })
        return res.end(JSON.stringify(settings))
      }
      let file = normalize(join(dist, path))
      if (!file.startsWith(dist + sep) || !existsSync(file) || statSync(file).isDirectory())
        file = join(dist, 'index.html')
      const body = await readFile(file)
      res.writeHead(200, {
        'content-type': STATIC_TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      })
      res.end(body)
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' })
      res.end(String(error))
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
