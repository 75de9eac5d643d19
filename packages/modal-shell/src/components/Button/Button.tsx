import type { ButtonHTMLAttributes, Ref } from 'react'

/** What {@link Button} takes: a button's attributes (`type` is always `"button"`), and its look. */
export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  /** The theme's kind: primary (the default), `'secondary'` or `'danger'`. */
  kind?: 'secondary' | 'danger'
  /** Spans the row. */
  wide?: boolean
  'data-testid'?: string
  /** The `<button>` element (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLButtonElement>
}

/**
 * The kit's button, the one every view of the shell and the features uses: the theme's
 * `.gw-btn` look, its kind, and `type="button"` so it never submits a form by accident.
 *
 * @example
 * import { Button } from '@gangway/modal-shell/kit'
 * <Button kind="secondary" data-testid="gw-send-cancel" onClick={cancel}>Cancel</Button>
 */
export function Button({ kind, wide, className, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type="button"
      className={`gw-btn${wide ? ' gw-wide' : ''}${className ? ` ${className}` : ''}`}
      data-kind={kind}
    />
  )
}
