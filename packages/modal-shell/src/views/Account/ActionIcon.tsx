import { Icon } from '../../components/Icon/Icon.js'
import { Img } from '../../components/Img/Img.js'

/** SVG path data: it starts with a moveto and has no ':' (a URL always has one). */
const PATH = /^[Mm][\d\s,.+\-eEMmLlHhVvCcSsQqTtAaZz]*$/

/**
 * An Account action's icon (`AccountAction.icon`): a 24-unit SVG path the feature declares,
 * drawn inline in the accent colour, or an image URL (shown through `Img`, so only a safe one);
 * the label's first letter when there is neither. Decorative: the label is next to it.
 */
export function ActionIcon({ icon, name }: { icon: string | undefined; name: string }) {
  if (icon !== undefined && PATH.test(icon))
    return (
      <span className="gw-img gw-act" aria-hidden="true">
        <Icon path={icon} />
      </span>
    )
  return <Img src={icon} name={name} size={32} />
}
