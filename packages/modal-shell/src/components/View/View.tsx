import { createContext, type HTMLAttributes, type ReactNode, useContext, useId } from 'react'

const TitleId = createContext<string | undefined>(undefined)

/** What {@link View} takes: the section's attributes, its view name and whether it is busy. */
export type ViewSectionProps = Omit<HTMLAttributes<HTMLElement>, 'aria-labelledby'> & {
  /** The view's name: the section's test id is `gw-view-<name>`. */
  name: string
  /** `aria-busy` while the view waits on something. */
  busy?: boolean
  'data-state'?: string
}

/**
 * A view's section, the one every feature view is built in: the kit's stacked layout, labelled by
 * its {@link ViewTitle} wherever that sits inside, and `gw-view-<name>` as its test id.
 *
 * @example
 * <View name="ConnectingFarcaster" className="gw-auth">
 *   <ViewTitle>Scan this QR code with your phone</ViewTitle>
 *   …
 * </View>
 */
export function View({ name, busy, className, children, ...rest }: ViewSectionProps) {
  const id = useId()
  return (
    <section
      {...rest}
      className={className ? `gw-stack ${className}` : 'gw-stack'}
      aria-labelledby={id}
      aria-busy={busy}
      data-testid={`gw-view-${name}`}
    >
      <TitleId.Provider value={id}>{children}</TitleId.Provider>
    </section>
  )
}

/**
 * The title that labels its {@link View}: a heading (`'title'`, the default), a heading only
 * screen readers read (`'sr'`), or a muted line (`'muted'`).
 */
export function ViewTitle({
  kind = 'title',
  children,
}: {
  kind?: 'title' | 'sr' | 'muted'
  children: ReactNode
}) {
  const id = useContext(TitleId)
  return kind === 'muted' ? (
    <p className="gw-muted" id={id}>
      {children}
    </p>
  ) : (
    <h2 className={kind === 'sr' ? 'gw-sr' : 'gw-title'} id={id}>
      {children}
    </h2>
  )
}
