import { Img } from '../Img/Img.js'

/**
 * One wallet entry: a real button with the wallet's icon, its name (as text, never HTML) and an
 * optional tag ("Installed", "Recent").
 */
export function WalletListItem({
  id,
  name,
  icon,
  tag,
  onClick,
}: {
  id: string
  name: string
  icon?: unknown
  tag?: string | undefined
  onClick: () => void
}) {
  return (
    <li>
      <button type="button" className="gw-item" data-testid={`gw-wallet-${id}`} onClick={onClick}>
        <Img src={icon} alt={name} />
        <span>{name}</span>
        {tag && (
          <span className="gw-tag" data-tone="ok">
            {tag}
          </span>
        )}
      </button>
    </li>
  )
}
