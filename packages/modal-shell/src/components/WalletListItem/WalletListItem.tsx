import type { ReactNode } from 'react'
import { useT } from '../../hooks/useT.js'
import { frameMessages } from '../../messages/frame.js'
import { Icon } from '../Icon/Icon.js'
import { Img } from '../Img/Img.js'
import { ListItem } from '../ListItem/ListItem.js'
import { WalletImage } from './WalletImage.js'

/**
 * One wallet entry: a real button with the wallet's icon, its name (as text, never HTML) and an
 * optional tag ("Installed" and "Recent" shown in the locale's words, others as given). The
 * icon is decorative (`alt=""`): the visible name already names the button, so screen readers do
 * not read it twice. `primary` highlights the
 * entry (accent border and an arrow), for the All-wallets entry when nothing else is listed.
 */
export function WalletListItem({
  id,
  name,
  icon,
  picture,
  imageId,
  tag,
  primary,
  onClick,
  onIntent,
}: {
  id: string
  name: string
  icon?: unknown
  /** Its own picture instead of an icon (the All-wallets entry's grid of wallets). */
  picture?: ReactNode
  /** A wallet-list image id: the service's image is shown instead of `icon`. */
  imageId?: string | undefined
  tag?: string | undefined
  primary?: boolean
  onClick: () => void
  /** Pointer enters or focus arrives: prefetch what the click needs. */
  onIntent?: () => void
}) {
  const t = useT('shell', frameMessages)
  return (
    <ListItem
      icon={
        picture ??
        (imageId ? <WalletImage imageId={imageId} name={name} /> : <Img src={icon} name={name} />)
      }
      trailing={
        <>
          {tag && (
            <span className="gw-tag" data-tone={tag === 'Installed' ? 'ok' : undefined}>
              {tag === 'Installed' ? t('installed') : tag === 'Recent' ? t('recent') : tag}
            </span>
          )}
          {primary && <Icon name="next" />}
        </>
      }
      primary={primary}
      onClick={onClick}
      onIntent={onIntent}
      data-testid={`gw-wallet-${id}`}
    >
      <bdi>{name}</bdi>
    </ListItem>
  )
}
