import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { BaseError } from '@gangway/core'
import { HttpRequestError, InvalidResponseError } from '@gangway/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rpcUrl } from '../../test/setupEngine.js'
import { WalletRequestError } from '../errors.js'
import { readChain } from './readChain.js'

/** The error `promise` rejects with (a resolve fails the test), typed for assertions. */
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (e: unknown) => e as BaseError & { status?: number },
  )

let server: Server
let base: string
const hits: string[] = []

beforeAll(async () => {
  // An RPC that answers by path: /unavailable 503, /malformed garbage.
  server = createServer((req, res) => {
    hits.push(req.url ?? '')
    if (req.url === '/unavailable') res.writeHead(503).end()
    else res.writeHead(200, { 'content-type': 'application/json' }).end('{"nope":')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('readChain (read-only requests of a remote wallet’s provider)', () => {
  it('asks the chain’s RPC over HTTP JSON-RPC', async () => {
    expect(await readChain([rpcUrl(8453)], 'eth_chainId', [])).toBe('0x2105')
  })

  it('a JSON-RPC error is the chain’s answer: WalletRequestError with its code', async () => {
    const error = await rejection(readChain([rpcUrl(1)], 'eth_getBalance', ['not an address']))
    expect(error).toBeInstanceOf(WalletRequestError)
    expect(typeof error.code).toBe('number')
  })

  it('falls back to the next URL when one is unavailable or malformed', async () => {
    hits.length = 0
    const urls = [`${base}/unavailable`, `${base}/malformed`, rpcUrl(1)]
    expect(await readChain(urls, 'eth_chainId', [])).toBe('0x1')
    expect(hits).toEqual(['/unavailable', '/malformed'])
  })

  it('fails typed when no URL answers', async () => {
    const unavailable = await rejection(readChain([`${base}/unavailable`], 'eth_chainId', []))
    expect(unavailable).toBeInstanceOf(HttpRequestError)
    expect(unavailable.status).toBe(503)
    await expect(readChain([`${base}/malformed`], 'eth_chainId', [])).rejects.toBeInstanceOf(
      InvalidResponseError,
    )
    await expect(readChain(['http://127.0.0.1:1/'], 'eth_chainId', [])).rejects.toBeInstanceOf(
      HttpRequestError,
    )
  })
})
