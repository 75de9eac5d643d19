import { useEffect, useState } from 'react'
import { Icon } from '../../components/Icon/Icon.js'

const COPIED_MS = 1500

/** Copies the pairing URI, for wallets on the same device; says "Link copied" for a moment. */
export function CopyLinkButton({ uri }: { uri: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])
  return (
    <button
      type="button"
      className="gw-btn"
      data-kind="secondary"
      data-testid="gw-copy-uri"
      onClick={() =>
        navigator.clipboard.writeText(uri).then(
          () => setCopied(true),
          () => {},
        )
      }
    >
      <Icon name={copied ? 'check' : 'copy'} size={16} />
      <span aria-live="polite">{copied ? 'Link copied' : 'Copy link'}</span>
    </button>
  )
}
