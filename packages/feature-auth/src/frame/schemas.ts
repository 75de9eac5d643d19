import * as v from 'valibot'
import { SOCIAL_USERNAME_MAX_CHARS } from '../constants.js'
import { toDisplayName } from '../internal/core.js'
import { isAllowedLink } from './links.js'

/*
 * The frame's replies, one schema per call (spec §5 "Frame messages validated against allowed
 * schema; others ignored"). Replies are untrusted: what does not fit is an error, never used.
 */

const Address = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/))
const ChainId = v.union([v.string(), v.number()])
const Email = v.pipe(v.string(), v.trim(), v.email())
const Empty = v.unknown()
/**
 * A social or Farcaster user name as it is kept (issue 31): control, zero-width and bidi
 * characters removed, at most SOCIAL_USERNAME_MAX_CHARS; `''` when nothing is left (not stored).
 */
const UserName = v.pipe(
  v.string(),
  v.transform((name) => toDisplayName(name, SOCIAL_USERNAME_MAX_CHARS)),
)

/** The issue message of a link refused by `isAllowedLink` (the client maps it to its error). */
export const UNSAFE_LINK = 'unsafe link'

/** Spec §3 "User (embedded login)". */
const UserSchema = v.object({
  email: v.nullish(Email),
  address: Address,
  chainId: ChainId,
  accounts: v.optional(
    v.array(v.object({ address: Address, type: v.picklist(['eoa', 'smartAccount']) })),
  ),
  userName: v.optional(UserName),
  smartAccountDeployed: v.optional(v.boolean()),
  preferredAccountType: v.optional(v.string()),
})
export type AuthUser = v.InferOutput<typeof UserSchema>

/**
 * Every call of the catalogue (spec §7) and the schema of its success reply, for the frame at
 * `frameUrl`: every URL a reply names is a `Link`, allowed by `isAllowedLink` for that frame
 * (issue 31), or the reply is refused with the UNSAFE_LINK issue.
 */
export function callSchemas(frameUrl: string) {
  const Link = v.pipe(
    v.string(),
    v.check((link) => isAllowedLink(link, frameUrl), UNSAFE_LINK),
  )
  return {
    CONNECT_EMAIL: v.object({ action: v.picklist(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
    CONNECT_DEVICE: Empty,
    CONNECT_OTP: Empty,
    CONNECT_SOCIAL: v.object({ userName: v.optional(UserName) }),
    GET_SOCIAL_REDIRECT_URI: v.object({ uri: Link }),
    GET_FARCASTER_URI: v.object({ url: Link }),
    CONNECT_FARCASTER: v.object({ userName: v.optional(UserName) }),
    GET_USER: UserSchema,
    IS_CONNECTED: v.object({ isConnected: v.boolean() }),
    GET_CHAIN_ID: v.object({ chainId: ChainId }),
    SWITCH_NETWORK: v.object({ chainId: ChainId }),
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: v.object({
      smartAccountEnabledNetworks: v.array(v.string()),
    }),
    INIT_SMART_ACCOUNT: v.object({ address: Address, isDeployed: v.boolean() }),
    SET_PREFERRED_ACCOUNT: v.object({ type: v.string(), address: Address }),
    RPC_REQUEST: v.unknown(),
    RPC_ABORT: Empty,
    UPDATE_EMAIL: v.object({ action: v.picklist(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
    UPDATE_EMAIL_PRIMARY_OTP: Empty,
    UPDATE_EMAIL_SECONDARY_OTP: v.object({ newEmail: Email }),
    SYNC_THEME: Empty,
    SYNC_DAPP_DATA: Empty,
    SIGN_OUT: Empty,
    RELOAD: Empty,
  } as const
}

type Calls = ReturnType<typeof callSchemas>
export type CallName = keyof Calls
export type CallResult<N extends CallName> = v.InferOutput<Calls[N]>

/** Any frame → app message: a typed envelope; its payload is checked per call. */
export const FrameMessageSchema = v.object({
  type: v.pipe(v.string(), v.startsWith('@gw-frame/')),
  id: v.optional(v.string()),
  payload: v.optional(v.unknown()),
})

/**
 * An error reply's payload; the message may be empty (then 'An error occurred'). `code`, when
 * the frame gives one, is the request's JSON-RPC code: EIP-1193's 4001 is the visitor's
 * rejection on the frame's approval page; others (EIP-5792's 57xx, e.g. 5760 'atomicity not
 * supported') are kept on the error so a host can tell them apart.
 */
export const FrameErrorSchema = v.object({
  message: v.optional(v.string()),
  code: v.optional(v.number()),
})

/** What the login window posts back from the frame's origin: the provider's result URL. */
export const SocialResultSchema = v.object({
  type: v.literal('@gw-frame/SOCIAL_RESULT'),
  resultUri: v.pipe(v.string(), v.url()),
})

/** Spec §5 "Email must be a valid address in connect and update-email payloads". */
export const EmailSchema = Email
