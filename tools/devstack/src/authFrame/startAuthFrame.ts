import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { DevChainInfo } from '../chain/startDevChain.js'
import { deploySmartAccountFactory } from './deploySmartAccountFactory.js'
import type { FrameConfig } from './frameEntry.js'
import { predictSmartAccountAddress } from './smartAccount.js'

/** The one code the stand-in accepts (every code it "sends" is this one). */
export const AUTH_FRAME_VALID_CODE = '123456'

/** Fault switches: how the frame misbehaves, for tests of the client's timeouts and errors. */
export type AuthFrameFaults = {
  /** `late`: READY after `readyDelayMs`; `absent`: never. */
  ready: 'normal' | 'late' | 'absent'
  readyDelayMs: number
  /** Message names (`CONNECT_EMAIL`…, or `*`) the frame never answers. */
  silent: string[]
  /** Message names answered with an error whose message is empty. */
  emptyError: string[]
  /** Message names answered with a success whose payload fits no schema. */
  malformed: string[]
  /**
   * Message names (GET_SOCIAL_REDIRECT_URI, GET_FARCASTER_URI) answered with a `javascript:`
   * link where a page's URL belongs: the client must refuse it before a window or link gets it.
   */
  unsafeLink: string[]
}

export type StartAuthFrameParameters = {
  chains: readonly DevChainInfo[]
  /** Default: a free port on 127.0.0.1. */
  port?: number
  /** The `frame-ancestors` sources allowed to embed the frame. Default: any port of 127.0.0.1. */
  frameAncestors?: string
}

export type StartAuthFrameReturnType = {
  /** The frame's origin, e.g. `http://127.0.0.1:N`. */
  origin: string
  /** The frame page: the `frameUrl` of `authFeature`. */
  url: string
  /** Control API base: `GET /control/last-code?email=` (`{ code, sent }`: the code and how many were sent), `POST /control/faults` (`{ projectId?, …switches }`: with a project id, only frames loaded for it; `GET …?projectId=` reads them), `POST /control/device`, `POST /control/approve-device`, `POST /control/smart-account` (before the first login; `{ email, networks?, refuseSwitch? }`), `GET /control/smart-address?email=`, `POST /control/social-hold` (`{ state }`: that social login's exchange waits; `GET …?state=` says how many wait), `POST /control/social-release` (`{ state, fail? }`), `POST /control/reset` (`{ projectId? }`: that project's switches only). */
  controlUrl: string
  /** The last code "sent" to an email (login, or either step of an email update). */
  lastCode(email: string): string | undefined
  /** The embedded wallet address of an email, once it logged in. */
  addressOf(email: string): string | undefined
  setFaults(faults: Partial<AuthFrameFaults>): void
  stop(): Promise<void>
}

const NO_FAULTS: AuthFrameFaults = {
  ready: 'normal',
  readyDelayMs: 0,
  silent: [],
  emptyError: [],
  malformed: [],
  unsafeLink: [],
}
/** How long CONNECT_DEVICE waits for the device approval (the client's own timeout is 30 s). */
const DEVICE_WAIT_MS = 25_000
/** A plain address check (the client checks with its own schema before sending). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** What each new user's embedded wallet holds on every dev chain. */
const FUNDING = `0x${(100n * 10n ** 18n).toString(16)}`

let bundle: Promise<string> | undefined
function buildBundle(): Promise<string> {
  bundle ??= build({
    entryPoints: [fileURLToPath(new URL('./frameEntry.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: '__gangwayLoginFrame',
    platform: 'browser',
    target: 'es2020',
    minifySyntax: true,
    minifyWhitespace: true,
    legalComments: 'none',
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]!.text)
  bundle.catch(() => {
    bundle = undefined
  })
  return bundle
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = ''
  for await (const chunk of req) text += chunk
  try {
    const value = JSON.parse(text || '{}')
    return value && typeof value === 'object' ? value : {}
  } catch {
    return {}
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  res.end(JSON.stringify(body))
}

/**
 * The embedded-login frame's stand-in, on its own loopback origin: `GET /frame` is the page a
 * host's hidden iframe loads (served with a `frame-ancestors` CSP), speaking the app↔frame
 * message catalogue of spec §7. Email codes: every code "sent" is AUTH_FRAME_VALID_CODE, others
 * answer 'Invalid code'; tests read the last one per email from the control API. Each email gets
 * a real private key (funded with 100 ETH on every dev chain), handed only to the frame page on
 * its own origin, which signs and sends on the dev chain (personal_sign, eth_signTypedData_v4,
 * eth_sendTransaction). A user switched on by `POST /control/smart-account` also has a smart
 * account: a contract owned by that key at its CREATE2 address (the factory is deployed on every
 * chain at start), funded like the key and deployed on first use (see ./smartAccount.ts). Fault
 * switches make READY late or absent, calls silent, replies malformed or errors with an empty
 * message, or answer link requests with a `javascript:` URL.
 *
 * @example
 * import { startAuthFrame, startDevChain } from '@gangway/devstack'
 * const frame = await startAuthFrame({ chains: (await startDevChain()).chains })
 * authFeature({ frameUrl: frame.url })
 */
export async function startAuthFrame(
  parameters: StartAuthFrameParameters,
): Promise<StartAuthFrameReturnType> {
  const codes = new Map<string, string>()
  /** How many codes each address was "sent" (a resend counts), for `GET /control/last-code`. */
  const sent = new Map<string, number>()
  const sendCode = (email: string) => {
    codes.set(email, AUTH_FRAME_VALID_CODE)
    sent.set(email, (sent.get(email) ?? 0) + 1)
  }
  const keys = new Map<string, Hex>()
  const deviceRequired = new Set<string>()
  /** Email updates under way, by the current address: the new one and whether its code was sent. */
  const updates = new Map<string, { newEmail: string; primary: boolean }>()
  /** Emails whose users have smart accounts (every dev chain), switched on by the control API. */
  /** …and the networks they have them on (CAIP-2 ids; `undefined`: every dev chain). */
  const smartUsers = new Map<string, string[] | undefined>()
  /** Smart-account users whose frame refuses the switch to the smart account (`refuseSwitch`). */
  const refusingSwitch = new Set<string>()
  const deviceWaiters = new Map<string, (() => void)[]>()
  /**
   * Social logins held by `POST /control/social-hold`, by their OAuth `state` (one login of one
   * page: tests in parallel never share one): the frame's exchange of the result waits until
   * `POST /control/social-release` says how it ends. `waiting`: exchanges waiting now.
   */
  const heldSocial = new Map<
    string,
    { outcome?: 'ok' | 'fail'; waiting: number; wake: (() => void)[] }
  >()
  /** Farcaster sign-in channels: approved or not, and who waits for them. */
  const channels = new Map<string, { approved: boolean; waiters: (() => void)[] }>()
  let faults: AuthFrameFaults = { ...NO_FAULTS }
  /**
   * Switches for one project id only (the frame is loaded with the app's `projectId`): a test
   * that breaks the frame for its own page leaves the pages of tests running beside it alone.
   */
  const projectFaults = new Map<string, AuthFrameFaults>()
  const ancestors = parameters.frameAncestors ?? 'http://127.0.0.1:*'

  async function fund(address: string): Promise<void> {
    await Promise.all(
      parameters.chains.map((chain) =>
        fetch(chain.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'anvil_setBalance',
            params: [address, FUNDING],
          }),
        }),
      ),
    )
  }

  const emailOf = (body: Record<string, unknown>) =>
    typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''

  async function handle(req: IncomingMessage, res: ServerResponse, origin: string): Promise<void> {
    const url = new URL(req.url ?? '/', origin)
    const route = `${req.method} ${url.pathname}`
    switch (route) {
      case 'GET /frame': {
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': `frame-ancestors ${ancestors}`,
          'cache-control': 'no-store',
        })
        return void res.end(
          '<!doctype html><meta charset="utf-8"><title>Gangway login frame</title>' +
            '<script src="/frame.js"></script>',
        )
      }
      case 'GET /frame.js': {
        const config: FrameConfig = {
          api: origin,
          chains: parameters.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
        }
        res.writeHead(200, {
          'content-type': 'text/javascript; charset=utf-8',
          'cache-control': 'no-store',
        })
        return void res.end(
          `${await buildBundle()}\n__gangwayLoginFrame.install(${JSON.stringify(config)})\n`,
        )
      }
      case 'POST /api/email/start': {
        const email = emailOf(await readJson(req))
        if (!email) return send(res, 400, { error: 'Invalid email' })
        sendCode(email)
        return send(res, 200, {
          action: deviceRequired.has(email) ? 'VERIFY_DEVICE' : 'VERIFY_OTP',
        })
      }
      case 'POST /api/email/device': {
        const email = emailOf(await readJson(req))
        if (!deviceRequired.has(email)) return send(res, 200, { action: 'VERIFY_OTP' })
        const approved = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), DEVICE_WAIT_MS)
          const list = deviceWaiters.get(email) ?? []
          list.push(() => {
            clearTimeout(timer)
            resolve(true)
          })
          deviceWaiters.set(email, list)
        })
        return approved
          ? send(res, 200, { action: 'VERIFY_OTP' })
          : send(res, 408, { error: 'Device not approved' })
      }
      case 'POST /api/email/verify':
      case 'POST /api/email/check': {
        const body = await readJson(req)
        const email = emailOf(body)
        if (!codes.has(email) || body.otp !== codes.get(email))
          return send(res, 400, { error: 'Invalid code' })
        if (route === 'POST /api/email/check') return send(res, 200, {})
        let key = keys.get(email)
        if (!key) {
          key = generatePrivateKey()
          keys.set(email, key)
          await fund(privateKeyToAccount(key).address)
          // The smart account's counterfactual address holds ETH before its code exists.
          if (smartUsers.has(email))
            await fund(predictSmartAccountAddress(privateKeyToAccount(key).address))
        }
        return send(res, 200, { privateKey: key })
      }
      case 'POST /api/email/update': {
        // Spec §4 "Email update: primary OTP step, then secondary OTP step": the first code goes
        // to the current address; the new one gets its code only once that one is accepted.
        const body = await readJson(req)
        const email = emailOf(body)
        const newEmail = typeof body.newEmail === 'string' ? body.newEmail.trim().toLowerCase() : ''
        if (!keys.has(email)) return send(res, 400, { error: 'Not logged in with an email' })
        if (!EMAIL.test(newEmail)) return send(res, 400, { error: 'Invalid email' })
        if (newEmail === email) return send(res, 400, { error: 'This is already your email' })
        if (keys.has(newEmail)) return send(res, 400, { error: 'Email already in use' })
        // The same update again once the current address's code was accepted: the new address
        // gets its code again (a resend of the secondary step).
        const under = updates.get(email)
        if (under?.primary && under.newEmail === newEmail) {
          sendCode(newEmail)
          return send(res, 200, { action: 'VERIFY_SECONDARY_OTP' })
        }
        sendCode(email)
        codes.delete(newEmail)
        updates.set(email, { newEmail, primary: false })
        return send(res, 200, { action: 'VERIFY_PRIMARY_OTP' })
      }
      case 'POST /api/email/update/primary': {
        const body = await readJson(req)
        const email = emailOf(body)
        const update = updates.get(email)
        if (!update) return send(res, 400, { error: 'No email update under way' })
        if (body.otp !== codes.get(email)) return send(res, 400, { error: 'Invalid code' })
        update.primary = true
        sendCode(update.newEmail)
        return send(res, 200, {})
      }
      case 'POST /api/email/update/secondary': {
        const body = await readJson(req)
        const email = emailOf(body)
        const update = updates.get(email)
        if (!update?.primary) return send(res, 400, { error: 'Confirm your current email first' })
        if (body.otp !== codes.get(update.newEmail))
          return send(res, 400, { error: 'Invalid code' })
        // The wallet follows its user: the new address logs in to the same key.
        const key = keys.get(email)!
        keys.delete(email)
        keys.set(update.newEmail, key)
        updates.delete(email)
        return send(res, 200, { newEmail: update.newEmail })
      }
      case 'POST /api/smart-account/networks': {
        // Spec §4 "smart-account networks": every dev chain for a user with smart accounts.
        const email = emailOf(await readJson(req))
        return send(res, 200, {
          networks: smartUsers.has(email)
            ? (smartUsers.get(email) ?? parameters.chains.map((chain) => `eip155:${chain.chainId}`))
            : [],
          ...(refusingSwitch.has(email) ? { refuseSwitch: true } : {}),
        })
      }
      case 'POST /control/smart-account': {
        // Before the user's first login: its smart account (counterfactual) is funded then.
        // `networks` (CAIP-2 ids) limits it to those dev chains; by default it is on every one.
        // `refuseSwitch: true`: the frame lists those networks but refuses a switch to the
        // smart account (a project whose smart accounts are off at the service).
        const body = await readJson(req)
        const networks = Array.isArray(body.networks) ? body.networks.map(String) : undefined
        smartUsers.set(emailOf(body), networks)
        if (body.refuseSwitch === true) refusingSwitch.add(emailOf(body))
        else refusingSwitch.delete(emailOf(body))
        return send(res, 200, {})
      }
      case 'GET /control/smart-address': {
        const key = keys.get((url.searchParams.get('email') ?? '').toLowerCase())
        return key
          ? send(res, 200, {
              address: predictSmartAccountAddress(privateKeyToAccount(key).address),
            })
          : send(res, 404, { error: 'No such user' })
      }
      case 'GET /social/oauth': {
        // The provider's consent page, stood in: Continue signs in, Deny ends with `error=`.
        // Both hand back the request's `state` unchanged (OAuth 2.0, RFC 6749 §4.1.2 and
        // §4.1.2.1), which the app generated and checks on the return.
        const provider = url.searchParams.get('provider') ?? ''
        const back = new URL('/social/callback', origin)
        back.searchParams.set('provider', provider)
        back.searchParams.set('origin', url.searchParams.get('origin') ?? '')
        const state = url.searchParams.get('state')
        if (state !== null) back.searchParams.set('state', state)
        const ok = new URL(back)
        ok.searchParams.set('code', `code-${provider}-${Math.random().toString(36).slice(2)}`)
        const denied = new URL(back)
        denied.searchParams.set('error', 'access_denied')
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
        })
        return void res.end(
          `<!doctype html><meta charset="utf-8"><title>Sign in with ${provider.replace(/\W/g, '')}</title>` +
            `<h1>Sign in with ${provider.replace(/\W/g, '')} (devstack)</h1>` +
            `<a id="continue" href="${ok.href}">Continue as ${provider.replace(/\W/g, '')} user</a> ` +
            `<a id="deny" href="${denied.href}">Deny</a>`,
        )
      }
      case 'GET /social/callback': {
        // Back on the frame's origin: hands the result URL to the page that opened the popup,
        // naming that page's origin (never '*').
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
        })
        return void res.end(
          '<!doctype html><meta charset="utf-8"><title>Signing in…</title><p>Signing in…</p><script>' +
            "var o=new URLSearchParams(location.search).get('origin');" +
            "if(window.opener&&o)window.opener.postMessage({type:'@gw-frame/SOCIAL_RESULT',resultUri:location.href},o)" +
            '</script>',
        )
      }
      case 'POST /api/social/verify': {
        const body = await readJson(req)
        const code = typeof body.code === 'string' ? body.code : ''
        const provider = typeof body.provider === 'string' ? body.provider : ''
        const hold = heldSocial.get(typeof body.state === 'string' ? body.state : '')
        if (hold && !hold.outcome) {
          hold.waiting++
          await new Promise<void>((resolve) => {
            // Never longer than a device approval: a forgotten hold ends as a refusal.
            const timer = setTimeout(() => {
              hold.outcome ??= 'fail'
              resolve()
            }, DEVICE_WAIT_MS)
            hold.wake.push(() => {
              clearTimeout(timer)
              resolve()
            })
          })
          hold.waiting--
        }
        if (hold?.outcome === 'fail') return send(res, 400, { error: 'Social sign-in refused' })
        if (!code.startsWith(`code-${provider}-`)) return send(res, 400, { error: 'Invalid code' })
        const user = `social:${provider}`
        let key = keys.get(user)
        if (!key) {
          key = generatePrivateKey()
          keys.set(user, key)
          await fund(privateKeyToAccount(key).address)
        }
        return send(res, 200, { privateKey: key, userName: `${provider}-user` })
      }
      case 'POST /api/farcaster/channel': {
        const channel = `ch-${Math.random().toString(36).slice(2)}`
        channels.set(channel, { approved: false, waiters: [] })
        return send(res, 200, { url: `${origin}/farcaster/connect?channel=${channel}` })
      }
      case 'GET /control/farcaster-channel': {
        const newest = [...channels.keys()].at(-1)
        return newest ? send(res, 200, { channel: newest }) : send(res, 404, { error: 'None' })
      }
      case 'POST /api/farcaster/wait': {
        const channel = channels.get(String((await readJson(req)).channel))
        if (!channel) return send(res, 404, { error: 'Unknown channel' })
        const approved =
          channel.approved ||
          (await new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(false), DEVICE_WAIT_MS)
            channel.waiters.push(() => {
              clearTimeout(timer)
              resolve(true)
            })
          }))
        if (!approved) return send(res, 408, { error: 'Not approved yet' })
        let key = keys.get('farcaster')
        if (!key) {
          key = generatePrivateKey()
          keys.set('farcaster', key)
          await fund(privateKeyToAccount(key).address)
        }
        return send(res, 200, { privateKey: key, userName: 'farcaster-user' })
      }
      case 'GET /farcaster/connect': {
        // What a phone opens from the QR code: one link approves the sign-in.
        const channel = (url.searchParams.get('channel') ?? '').replace(/[^\w-]/g, '')
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
        })
        return void res.end(
          `<!doctype html><meta charset="utf-8"><title>Farcaster</title><h1>Sign in with Farcaster (devstack)</h1><form method="post" action="/farcaster/approve?channel=${channel}"><button id="approve">Approve</button></form>`,
        )
      }
      case 'POST /farcaster/approve':
      case 'POST /control/farcaster-approve': {
        const id =
          route === 'POST /farcaster/approve'
            ? (url.searchParams.get('channel') ?? '')
            : String((await readJson(req)).channel)
        const channel = channels.get(id)
        if (!channel) return send(res, 404, { error: 'Unknown channel' })
        channel.approved = true
        for (const wake of channel.waiters.splice(0)) wake()
        return send(res, 200, { approved: true })
      }
      case 'GET /control/faults': {
        res.setHeader('access-control-allow-origin', '*')
        const projectId = url.searchParams.get('projectId')
        return send(res, 200, (projectId && projectFaults.get(projectId)) || faults)
      }
      case 'POST /control/faults': {
        const { projectId, ...next } = (await readJson(req)) as Partial<AuthFrameFaults> & {
          projectId?: string
        }
        const set = { ...NO_FAULTS, ...next }
        if (typeof projectId === 'string' && projectId) projectFaults.set(projectId, set)
        else faults = set
        return send(res, 200, set)
      }
      case 'GET /control/last-code': {
        const email = (url.searchParams.get('email') ?? '').toLowerCase()
        const code = codes.get(email)
        return code
          ? send(res, 200, { code, sent: sent.get(email) ?? 0 })
          : send(res, 404, { error: 'No code sent' })
      }
      case 'GET /control/address': {
        const key = keys.get((url.searchParams.get('email') ?? '').toLowerCase())
        return key
          ? send(res, 200, { address: privateKeyToAccount(key).address })
          : send(res, 404, { error: 'No such user' })
      }
      case 'POST /control/social-hold': {
        // `{ state }`: that social login's exchange waits (see heldSocial).
        const state = String((await readJson(req)).state ?? '')
        if (!state) return send(res, 400, { error: 'A state is needed' })
        heldSocial.set(state, { waiting: 0, wake: [] })
        return send(res, 200, {})
      }
      case 'GET /control/social-hold': {
        const hold = heldSocial.get(url.searchParams.get('state') ?? '')
        return hold
          ? send(res, 200, { waiting: hold.waiting, outcome: hold.outcome ?? null })
          : send(res, 404, { error: 'No such hold' })
      }
      case 'POST /control/social-release': {
        // `{ state, fail? }`: the held exchange answers (the user, or 'Social sign-in refused').
        const body = await readJson(req)
        const hold = heldSocial.get(String(body.state ?? ''))
        if (!hold) return send(res, 404, { error: 'No such hold' })
        hold.outcome = body.fail === true ? 'fail' : 'ok'
        for (const wake of hold.wake.splice(0)) wake()
        return send(res, 200, {})
      }
      case 'POST /control/device':
        deviceRequired.add(emailOf(await readJson(req)))
        return send(res, 200, {})
      case 'POST /control/approve-device': {
        const email = emailOf(await readJson(req))
        deviceRequired.delete(email)
        for (const approve of deviceWaiters.get(email) ?? []) approve()
        deviceWaiters.delete(email)
        return send(res, 200, {})
      }
      case 'POST /control/reset': {
        const { projectId } = (await readJson(req)) as { projectId?: string }
        if (typeof projectId === 'string' && projectId) {
          projectFaults.delete(projectId)
          return send(res, 200, {})
        }
        faults = { ...NO_FAULTS }
        projectFaults.clear()
        deviceRequired.clear()
        return send(res, 200, {})
      }
      default:
        return send(res, 404, { error: 'Not found' })
    }
  }

  const server = createServer((req, res) => {
    handle(req, res, origin).catch((error: unknown) => send(res, 500, { error: String(error) }))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(parameters.port ?? 0, '127.0.0.1', resolve)
  })
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  await Promise.all([
    buildBundle(),
    // The users' smart accounts come from this factory (CREATE2, same address on every chain).
    ...parameters.chains.map((chain) => deploySmartAccountFactory(chain)),
  ])
  return {
    origin,
    url: `${origin}/frame`,
    controlUrl: `${origin}/control`,
    lastCode: (email) => codes.get(email.toLowerCase()),
    addressOf(email) {
      const key = keys.get(email.toLowerCase())
      return key ? privateKeyToAccount(key).address : undefined
    },
    setFaults(next) {
      faults = { ...NO_FAULTS, ...next }
    },
    async stop() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
