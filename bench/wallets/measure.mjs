#!/usr/bin/env node
// Wallet-list benchmark (issue 6): in Chromium with CPU throttling, on bench/wallets/app served
// next to the devstack's service emulator (620 wallets on the configured chains):
//   1. open AllWallets → the first 20 wallet tiles painted, two ways:
//      - "via Connect": the visitor opens the modal, Connect shows (and asks for the AllWallets
//        code and page 1 ahead), they click All Wallets a second later;
//      - "direct": the modal opens straight on AllWallets on a fresh page (code and page 1
//        not there yet); also timed from the page-1 answer (its responseEnd) to the paint.
//   2. frame times while scrolling the full list top to bottom at 3000 px/s, after every page
//      is loaded (requestAnimationFrame deltas, and long animation frames when Chromium has them).
// Medians over RUNS runs (fresh browser context each).
//   node bench/wallets/measure.mjs [--runs 5] [--cpu 4] [--skip-build] [--chromium /usr/bin/chromium]
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { register } from 'node:module'
import { extname, join, normalize } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '4' },
    'skip-build': { type: 'boolean', default: false },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
  },
})
const RUNS = Number(args.runs)
const CPU = Number(args.cpu)
const here = import.meta.dirname
const root = join(here, '..', '..')
const appDir = join(here, 'app')
const dist = join(appDir, 'dist')
const TILES = 20
const SCROLL_PX_PER_S = 3000

if (!args['skip-build'] || !existsSync(join(dist, 'index.html'))) {
  for (const p of ['core', 'adapter-evm', 'modal-shell'])
    if (!existsSync(join(root, 'packages', p, 'dist')))
      execFileSync(
        'npx',
        ['turbo', 'run', 'build', '--filter=./packages/*', '--output-logs=errors-only'],
        {
          cwd: root,
          stdio: 'inherit',
        },
      )
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: appDir, stdio: 'inherit' })
}

// The devstack runs from its TypeScript sources (its CLI's loader).
register(pathToFileURL(join(root, 'tools/devstack/bin/tsLoader.mjs')))
const { startServiceEmulator } = await import(
  pathToFileURL(join(root, 'tools/devstack/src/index.ts')).href
)
const services = await startServiceEmulator({ dataApi: false })

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
}
const server = createServer((req, res) => {
  const path = decodeURIComponent((req.url ?? '/').split('?')[0])
  let file = normalize(join(dist, path))
  if (!file.startsWith(dist) || path.endsWith('/') || !existsSync(file))
    file = join(dist, 'index.html')
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': 'no-store',
  })
  res.end(readFileSync(file))
})
await new Promise((r) => server.listen(0, '127.0.0.1', r))
const pageUrl = `http://127.0.0.1:${server.address().port}/?services=${encodeURIComponent(services.url)}`

const browser = await chromium.launch({
  executablePath: args.chromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
  ],
})

/** In the page: resolves when TILES tiles are in AllWallets and a frame has been painted. */
const waitForTiles = (tiles) =>
  new Promise((resolve) => {
    const count = () =>
      document.querySelectorAll(
        '[data-testid="gw-view-AllWallets"] button[data-testid^="gw-wallet-"]',
      ).length
    const done = () => {
      // rAF runs before the paint; the task after it runs once the frame is out.
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now())))
    }
    if (count() >= tiles) return done()
    const observer = new MutationObserver(() => {
      if (count() < tiles) return
      observer.disconnect()
      done()
    })
    observer.observe(document.body, { childList: true, subtree: true })
  })

const pageOneEnd = () => {
  const entry = performance
    .getEntriesByType('resource')
    .find(
      (e) =>
        e.name.includes('/getWallets?') &&
        /[?&]entries=40(&|$)/.test(e.name) &&
        /[?&]page=1(&|$)/.test(e.name),
    )
  return entry ? entry.responseEnd : null
}

async function newPage() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU })
  await page.goto(pageUrl)
  await page.locator('[data-testid="gw-connect-button"]').waitFor()
  return { page, context }
}

async function viaConnect() {
  const { page, context } = await newPage()
  await page.click('[data-testid="gw-connect-button"]')
  await page.locator('[data-testid="gw-wallet-all"]').waitFor()
  // The visitor reads Connect for a second; its ahead-of-time loads finish meanwhile.
  await page.waitForTimeout(1000)
  const pending = page.evaluate(waitForTiles, TILES)
  const clickedAt = await page.evaluate(() => performance.now())
  await page.click('[data-testid="gw-wallet-all"]')
  const paintedAt = await pending
  await context.close()
  return { openToTiles: paintedAt - clickedAt }
}

async function direct() {
  const { page, context } = await newPage()
  const pending = page.evaluate(waitForTiles, TILES)
  const openedAt = await page.evaluate(() => {
    const t = performance.now()
    window.__bench.open({ view: 'AllWallets' })
    return t
  })
  const paintedAt = await pending
  const answeredAt = await page.evaluate(pageOneEnd)
  const scroll = await scrollFullList(page)
  await context.close()
  return { openToTiles: paintedAt - openedAt, answerToTiles: paintedAt - answeredAt, ...scroll }
}

/** Loads every page (scrolling to the end), then scrolls top to bottom and times each frame. */
async function scrollFullList(page) {
  const grid = page.locator('[data-testid="gw-wallet-grid"]')
  const loadStart = Date.now()
  for (;;) {
    await grid.evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
    await page.waitForTimeout(100)
    const state = await page.evaluate(() => {
      const items = [
        ...document.querySelectorAll('[data-testid="gw-wallet-grid"] li[aria-posinset]'),
      ]
      const last = items.at(-1)
      return {
        end: last?.getAttribute('aria-posinset') === last?.getAttribute('aria-setsize'),
        skeletons: document.querySelectorAll('.gw-tile-skeleton').length,
        total: Number(last?.getAttribute('aria-setsize')),
      }
    })
    if (state.end && state.skeletons === 0) break
    if (Date.now() - loadStart > 120_000) throw new Error('the list did not load to its end')
  }
  await grid.evaluate((el) => {
    el.scrollTop = 0
  })
  // The pages' prefetched images finish loading before the timed pass.
  await page.waitForTimeout(2000)
  return page.evaluate(
    ({ speed }) =>
      new Promise((resolve) => {
        const el = document.querySelector('[data-testid="gw-wallet-grid"]')
        const total = Number(
          [...el.querySelectorAll('li[aria-posinset]')].at(-1)?.getAttribute('aria-setsize'),
        )
        const max = el.scrollHeight - el.clientHeight
        const longFrames = []
        let observer
        if (PerformanceObserver.supportedEntryTypes?.includes('long-animation-frame')) {
          observer = new PerformanceObserver((list) => {
            for (const e of list.getEntries()) longFrames.push(e.duration)
          })
          observer.observe({ type: 'long-animation-frame' })
        }
        const deltas = []
        const start = performance.now()
        let last = start
        const step = (now) => {
          deltas.push(now - last)
          last = now
          el.scrollTop = Math.min(max, ((now - start) / 1000) * speed)
          if (el.scrollTop < max) requestAnimationFrame(step)
          else
            setTimeout(() => {
              observer?.disconnect()
              resolve({ wallets: total, frames: deltas.slice(1), longFrames })
            }, 100)
        }
        requestAnimationFrame((now) => {
          last = now
          requestAnimationFrame(step)
        })
      }),
    { speed: SCROLL_PX_PER_S },
  )
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}
const pct = (xs, p) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]
const r = (x) => Math.round(x * 10) / 10

const runs = []
try {
  for (let i = 0; i < RUNS; i++) {
    const a = await viaConnect()
    const b = await direct()
    const run = {
      viaConnectOpenToTiles: r(a.openToTiles),
      directOpenToTiles: r(b.openToTiles),
      directAnswerToTiles: r(b.answerToTiles),
      wallets: b.wallets,
      frames: b.frames.length,
      frameMedian: r(median(b.frames)),
      frameP95: r(pct(b.frames, 95)),
      frameMax: r(Math.max(...b.frames)),
      framesOver50: b.frames.filter((f) => f > 50).length,
      longAnimationFrames: b.longFrames.length,
      longAnimationFrameMax: b.longFrames.length ? r(Math.max(...b.longFrames)) : 0,
    }
    runs.push(run)
    console.log(`run ${i + 1}/${RUNS}`, JSON.stringify(run))
  }
} finally {
  await browser.close()
  server.close()
  await services.stop()
}

const keys = Object.keys(runs[0])
const summary = Object.fromEntries(
  keys.map((k) => [
    k,
    {
      median: r(median(runs.map((x) => x[k]))),
      min: Math.min(...runs.map((x) => x[k])),
      max: Math.max(...runs.map((x) => x[k])),
    },
  ]),
)
const out = join(root, 'bench', 'results')
mkdirSync(out, { recursive: true })
const file = join(
  out,
  `wallets-${new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, 'Z')}.json`,
)
writeFileSync(file, JSON.stringify({ cpu: CPU, runs, summary }, null, 2))
console.log(`\n| metric | median (min–max) over ${RUNS} runs, CPU ${CPU}x |\n|---|---|`)
for (const k of keys)
  console.log(`| ${k} | ${summary[k].median} (${summary[k].min}–${summary[k].max}) |`)
console.log(`\nwritten to ${file}`)
