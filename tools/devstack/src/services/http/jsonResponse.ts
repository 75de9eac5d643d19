/**
 * A JSON response (`content-type: application/json`).
 *
 * @example
 * jsonResponse({ error: 'bad_request', message: 'projectId is required' }, 400)
 */
export function jsonResponse(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  const response = new Response(JSON.stringify(body), { status, headers })
  response.headers.set('content-type', 'application/json; charset=utf-8')
  return response
}
