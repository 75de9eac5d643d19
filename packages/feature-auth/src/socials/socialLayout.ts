/**
 * Buttons per row for `count` social buttons: at most `max` a row, the rows as even as they can
 * be (the fuller ones first), so a button is alone on its row only when it is the only one —
 * never "Discord" alone under two full rows of three (7 buttons: 3, 2, 2).
 *
 * @example
 * socialRows(7) // [3, 2, 2]
 * socialRows(4) // [2, 2]
 */
export function socialRows(count: number, max = 3): number[] {
  if (count <= 0) return []
  const rows = Math.ceil(count / max)
  const base = Math.floor(count / rows)
  const extra = count % rows
  return Array.from({ length: rows }, (_, i) => base + (i < extra ? 1 : 0))
}

/**
 * For each of `count` buttons in order, how many share its row (socialRows), which the social
 * grid turns into the button's width: a row of two or one spans what three would.
 */
export function socialRowSizes(count: number, max = 3): number[] {
  return socialRows(count, max).flatMap((size) => Array<number>(size).fill(size))
}
