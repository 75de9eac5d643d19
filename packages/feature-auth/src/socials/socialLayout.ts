/**
 * Buttons per row for `count` social buttons: at most `max` a row, the rows as even as they can
 * be (the fuller ones first), so a button is alone on its row only when it is the only one —
 * never "Discord" alone under full rows (7 at four a row: 4, 3).
 *
 * @example
 * socialRows(7, 4) // [4, 3]
 * socialRows(5, 4) // [3, 2]
 */
export function socialRows(count: number, max: number): number[] {
  if (count <= 0) return []
  const rows = Math.ceil(count / max)
  const base = Math.floor(count / rows)
  const extra = count % rows
  return Array.from({ length: rows }, (_, i) => base + (i < extra ? 1 : 0))
}

/**
 * For each of `count` buttons in order, how many share its row (socialRows), which the social
 * grid turns into the button's width: a row of three, two or one spans what four would.
 */
export function socialRowSizes(count: number, max: number): number[] {
  return socialRows(count, max).flatMap((size) => Array<number>(size).fill(size))
}
