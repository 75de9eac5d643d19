/** How long a deferred start waits for a frame at most (a hidden tab paints none). */
const FRAME_WAIT_MS = 100

/**
 * Runs `fn` in a task after the browser paints its next frame: for the work an opening click
 * starts that the first paint does not need (the service clients' code, the wallet list and
 * analytics requests, features), so the click shows the modal first (issue 12). Without frames
 * (a hidden tab, a test environment) it runs after at most 100 ms. Returns a canceller.
 */
export function afterPaint(fn: () => void): () => void {
  let done = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let frame: number | undefined
  const run = () => {
    if (done) return
    done = true
    if (frame !== undefined) cancelAnimationFrame(frame)
    clearTimeout(timer)
    // A task after the frame's rendering: a rAF callback runs before that frame paints.
    timer = setTimeout(fn, 0)
  }
  timer = setTimeout(run, FRAME_WAIT_MS)
  if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(run)
  return () => {
    done = true
    if (frame !== undefined) cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
