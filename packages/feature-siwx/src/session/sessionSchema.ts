import * as v from 'valibot'

const caip2 = v.pipe(
  v.string(),
  v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/),
  v.custom<`${string}:${string}`>(() => true),
)
const text = v.pipe(v.string(), v.maxLength(2048))

/** A stored or server-returned session (untrusted until parsed and verified). */
const sessionSchema = v.object({
  data: v.object({
    domain: text,
    accountAddress: text,
    statement: v.optional(text),
    uri: text,
    version: v.literal('1'),
    chainId: caip2,
    nonce: v.pipe(v.string(), v.regex(/^[a-zA-Z0-9]{8,}$/)),
    issuedAt: text,
    expirationTime: v.optional(text),
    notBefore: v.optional(text),
    requestId: v.optional(text),
    resources: v.optional(v.array(text)),
  }),
  message: v.pipe(v.string(), v.maxLength(16384)),
  signature: v.pipe(v.string(), v.maxLength(16384)),
  cacao: v.optional(
    v.object({
      h: v.object({ t: v.string() }),
      p: v.record(v.string(), v.unknown()),
      s: v.object({ t: v.string(), s: v.string() }),
    }),
  ),
})

/** A list of sessions; one bad entry fails the list (the storage then starts empty). */
export const sessionListSchema = v.array(sessionSchema)
