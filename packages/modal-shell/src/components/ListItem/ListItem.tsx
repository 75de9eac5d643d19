import type { ReactNode } from 'react'

/** Props of {@link ListItem}; `data-*` attributes go on the row's button, or on the `<li>`. */
export type ListItemProps = {
  /** The leading picture, usually an `<Img>` (decorative: the row's text names it). */
  icon?: ReactNode
  /** The row's text: one name, or several lines (each ellipsised). */
  children: ReactNode
  /** What sits at the end: a tag, an amount, an arrow. */
  trailing?: ReactNode
  /** Makes the whole row one button (a wallet, a network); without it the row is static. */
  onClick?: (() => void) | undefined
  /**
   * Called when the pointer enters the row or focus reaches it (with `onClick`): start what the
   * click will need (a request, a chunk), so it is there by the click.
   */
  onIntent?: (() => void) | undefined
  disabled?: boolean | undefined
  /** While the row's action runs (`aria-busy`). */
  busy?: boolean | undefined
  /** For a current choice (`aria-current`): the accent border. */
  current?: boolean | undefined
  /** Highlights the row (accent border), e.g. the only entry to pick. */
  primary?: boolean | undefined
  className?: string | undefined
  [data: `data-${string}`]: string | undefined
}

/**
 * One row of a `<ul className="gw-list">`: icon, text, trailing part, on the `--gw-bg-2` card the
 * wallet, network, token and transaction lists share (`.gw-item`). With `onClick` the row is a
 * real `<button>` inside the `<li>`, so keyboards and screen readers get it for free.
 *
 * @example
 * import { Img, ListItem } from '@gangway/modal-shell/kit'
 * <ul className="gw-list">
 *   <ListItem icon={<Img src={url} name="Base" />} onClick={pick} data-testid="my-row">Base</ListItem>
 * </ul>
 */
export function ListItem({
  icon,
  children,
  trailing,
  onClick,
  onIntent,
  disabled,
  busy,
  current,
  primary,
  className,
  ...data
}: ListItemProps) {
  const props = {
    className: className ? `gw-item ${className}` : 'gw-item',
    'aria-current': current ? ('true' as const) : undefined,
    'aria-busy': busy || undefined,
    'data-primary': primary ? '' : undefined,
    ...data,
  }
  const content = (
    <>
      {icon}
      <span className="gw-item-main">{children}</span>
      {trailing}
    </>
  )
  return onClick ? (
    <li>
      <button
        type="button"
        disabled={disabled}
        onClick={onClick}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        {...props}
      >
        {content}
      </button>
    </li>
  ) : (
    <li {...props}>{content}</li>
  )
}
