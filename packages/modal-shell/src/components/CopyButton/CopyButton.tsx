import { useEffect, useState } from 'react'
import { useT } from '../../hooks/useT.js'
import { kitMessages } from '../../messages/kit.js'
import { Icon } from '../Icon/Icon.js'

const COPIED_MS = 1500

/** Props of {@link CopyButton}. */
export type CopyButtonProps = {
  /** What goes to the clipboard. */
  text: string
  /** What the button does ("Copy address"): its accessible name, or its text when `labelled`. */
  label: string
  /**
   * Said for 1.5 s after a copy, through an `aria-live` region too. Default "Copied", in the
   * locale shown.
   */
  copiedLabel?: string | undefined
  /** A secondary button showing `label` next to the icon, instead of a round icon-only button. */
  labelled?: boolean | undefined
  'data-testid'?: string | undefined
}

/**
 * Copies `text` to the clipboard and says `copiedLabel` for a moment: the icon turns into a
 * check, and a polite live region announces it to screen readers. When the clipboard refuses
 * (permissions, insecure context) nothing changes: the text is visible next to the button.
 *
 * @example
 * import { CopyButton } from '@gangway/modal-shell/kit'
 * <CopyButton text={address} label="Copy address" />
 * <CopyButton text={uri} label="Copy link" copiedLabel="Link copied" labelled />
 */
export function CopyButton({
  text,
  label,
  copiedLabel,
  labelled = false,
  'data-testid': testId,
}: CopyButtonProps) {
  const t = useT('shell', kitMessages)
  const done = copiedLabel ?? t('copied')
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])
  return (
    <button
      type="button"
      className={labelled ? 'gw-btn' : 'gw-icon-btn'}
      data-kind={labelled ? 'secondary' : undefined}
      aria-label={labelled ? undefined : copied ? done : label}
      data-testid={testId}
      onClick={() => navigator.clipboard?.writeText(text).then(() => setCopied(true), noop)}
    >
      <Icon name={copied ? 'check' : 'copy'} size={16} />
      {/* Live before the copy (empty or the label), so screen readers announce the change. */}
      <span className={labelled ? undefined : 'gw-sr'} aria-live="polite">
        {copied ? done : labelled ? label : ''}
      </span>
    </button>
  )
}

function noop() {}
