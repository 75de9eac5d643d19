// The deployment's settings, read at run time from /settings.json next to index.html: one static
// build serves any deployment (edit dist/settings.json, or let the server answer the path).
// The file is outside the app's code, so it is checked before use.
import * as v from 'valibot'

const url = v.pipe(v.string(), v.url())
const wsUrl = v.pipe(url, v.regex(/^wss?:\/\//, 'must be a ws:// or wss:// URL'))

const SettingsSchema = v.object({
  /** The WalletConnect / Reown Cloud project id. */
  projectId: v.pipe(v.string(), v.minLength(1)),
  /**
   * The app's RPC URLs per CAIP-2 network id, e.g. `{ "eip155:1": ["http://127.0.0.1:8545"] }`:
   * the wagmi config's transports use the first of each (absent, viem's public RPC).
   */
  rpcUrls: v.optional(v.record(v.string(), v.array(url))),
  /** The hosted services' base URLs; absent, Gangway's defaults (the WalletConnect network's). */
  services: v.optional(
    v.object({ walletList: url, api: url, analytics: url, relay: v.optional(wsUrl) }),
  ),
  /** WalletConnect's origin attestation; off only on a relay without Verify (a local one). */
  walletConnect: v.optional(v.object({ verify: v.boolean() })),
})

export type Settings = v.InferOutput<typeof SettingsSchema>

/** Loads and checks `/settings.json`; throws an Error naming what is wrong. */
export async function loadSettings(path = '/settings.json'): Promise<Settings> {
  const response = await fetch(path, { cache: 'no-store' })
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`)
  const result = v.safeParse(SettingsSchema, await response.json())
  if (!result.success) {
    const issue = result.issues[0]
    throw new Error(`${path}: ${v.getDotPath(issue) ?? 'settings'} ${issue.message}`)
  }
  return result.output
}
