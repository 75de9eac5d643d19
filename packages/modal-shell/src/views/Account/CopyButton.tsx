import { useEffect, useState } from 'react'
import { Icon } from '../../components/Icon/Icon.js'

const COPIED_MS = 1500

/** Copies `text` to the clipboard; says "Copied" (to screen readers too) for a moment. */
export function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])
  const onClick = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
    } catch {
      // Clipboard refused (permissions, insecure context): nothing to show, the address is visible.
    }
  }
  return (
    <button
      type="button"
      className="gw-icon-btn"
      aria-label={copied ? 'Copied' : 'Copy address'}
      onClick={onClick}
    >
      <Icon name={copied ? 'check' : 'copy'} size={16} />
      <span className="gw-sr" aria-live="polite">
        {copied ? 'Copied' : ''}
      </span>
    </button>
  )
}
