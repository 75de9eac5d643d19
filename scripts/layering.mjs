// What the shared packages (core, modal-shell, walletconnect) still know of chain families and
// features ("no file under core, modal-shell or walletconnect names a feature, a feature
// view or a chain family outside the namespace vocabulary and network definitions").
// `node scripts/layering.mjs` prints each file's mentions; scripts/layering.test.ts holds the
// tree to scripts/layering-baseline.json, which may only shrink.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const root = join(import.meta.dirname, '..')
export const SHARED = [
  'packages/core/src',
  'packages/modal-shell/src',
  'packages/walletconnect/src',
]
/** The namespace vocabulary and the network definitions: where families are named by design. */
const VOCABULARY = ['packages/core/src/networks/', 'packages/core/src/types/entities.ts']

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!['test', '_test', '__snapshots__'].includes(entry.name)) yield* files(path)
    } else if (/\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name)) yield path
  }
}

/** The chain families core names (its CHAIN_NAMESPACES) and the views features declare. */
function vocabulary() {
  const namespaces = readFileSync(join(root, 'packages/core/src/networks/namespaces.ts'), 'utf8')
  const families = [
    ...namespaces.slice(namespaces.indexOf('CHAIN_NAMESPACES')).matchAll(/^ {2}'([a-z0-9-]+)',$/gm),
  ].map((m) => m[1])
  const views = new Set()
  for (const pkg of readdirSync(join(root, 'packages')).filter((p) => p.startsWith('feature-'))) {
    for (const file of files(join(root, 'packages', pkg, 'src'))) {
      const block = readFileSync(file, 'utf8').match(/interface FeatureViewNames \{([^}]*)\}/)
      for (const m of block?.[1].matchAll(/(\w+): true/g) ?? []) views.add(m[1])
    }
  }
  return { families, views: [...views] }
}

/** Code without comments (a `//` inside a string such as a URL is kept). */
const code = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[\s;{}()])\/\/.*$/gm, '$1')

/** Words of features inside a string (an event name, a storage key, a label, an id). */
const FEATURE_WORDS =
  /\b(swaps?|onramp|on-ramp|siwx|siwe|email|social|farcaster)\b|(?:^|_)(SEND|SWAP|ONRAMP)(?:_|$)/gi
/** A wallet method of one family (`eth_sendTransaction`, `personal_sign`, `solana_signMessage`…). */
const FAMILY_METHOD = /^['"`]((?:eth|personal|wallet|solana|bip122|btc|sats)_\w+)['"`]$/
const STRINGS = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g

/** The families, feature words, feature views and family methods a source text names in its code. */
export function mentionsIn(source, { families, views } = vocabulary()) {
  const family = new RegExp(`^['"\`](${families.join('|')})(['"\`:])`)
  const view = new RegExp(`^['"\`](${views.join('|')})['"\`]$`)
  const found = []
  for (const [literal] of code(source).matchAll(STRINGS)) {
    const named =
      literal.match(family)?.[1] ?? literal.match(view)?.[1] ?? literal.match(FAMILY_METHOD)?.[1]
    if (named) found.push(named)
    for (const m of literal.slice(1, -1).matchAll(FEATURE_WORDS)) found.push(m[0].toLowerCase())
  }
  return found.sort()
}

/** Each shared file that names a family, a feature or a feature view in its code: file → the names. */
export function mentions() {
  const words = vocabulary()
  const out = {}
  for (const dir of SHARED) {
    for (const file of files(join(root, dir))) {
      const rel = relative(root, file)
      if (VOCABULARY.some((v) => rel.startsWith(v))) continue
      const found = mentionsIn(readFileSync(file, 'utf8'), words)
      if (found.length) out[rel] = found
    }
  }
  return out
}

if (process.argv[1] === import.meta.filename) {
  for (const [file, names] of Object.entries(mentions())) console.log(`${file}: ${names.join(' ')}`)
}
