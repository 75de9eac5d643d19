const allowedHeaders = [
  'content-type',
  'authorization',
  'x-project-id',
  'x-sdk-type',
  'x-sdk-version',
]

/**
 * CORS headers that let any origin (the demo page on another port, test pages) call the
 * emulator: every method, the headers a preflight asks for (content-type at least).
 *
 * @example
 * corsHeaders(request.headers) // { 'access-control-allow-origin': '*', … }
 */
export function corsHeaders(requestHeaders: Headers): Record<string, string> {
  const headers: Record<string, string> = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': [
      ...new Set([
        ...allowedHeaders,
        ...(requestHeaders.get('access-control-request-headers') ?? '')
          .split(',')
          .map((name) => name.trim().toLowerCase())
          .filter(Boolean),
      ]),
    ].join(', '),
    'access-control-expose-headers': '*',
    'access-control-max-age': '600',
  }
  if (requestHeaders.get('access-control-request-private-network') === 'true')
    headers['access-control-allow-private-network'] = 'true'
  return headers
}
