// The first lines of a test's error, without colour codes, to put after its name in `npm test`'s
// summary (CI logs keep only the end, so the reason has to be there too).
export function errorLines(message, lines = 4) {
  if (!message) return ''
  const text = message
    // biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, lines)
    .join(' | ')
  return ` — ${text}`
}
