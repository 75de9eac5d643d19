// @gangway/modal-shell/kit: what a feature package's views are built from, so features reuse the
// shell's components and theme instead of copying them. Entry points re-export by name only
// (STYLE §10); the kit's exports test snapshots this list.

export {
  AmountInput,
  type AmountInputProps,
} from '../components/AmountInput/AmountInput.js'
export { Button, type ButtonProps } from '../components/Button/Button.js'
export { CopyButton, type CopyButtonProps } from '../components/CopyButton/CopyButton.js'
export { Img } from '../components/Img/Img.js'
export { ListItem, type ListItemProps } from '../components/ListItem/ListItem.js'
export { NetworkIcon } from '../components/NetworkIcon/NetworkIcon.js'
export { QrCode } from '../components/QrCode/QrCode.js'
export {
  matchesSearch,
  SearchInput,
  type SearchInputProps,
} from '../components/SearchInput/SearchInput.js'
export { Spinner } from '../components/Spinner/Spinner.js'
export { TokenButton, type TokenButtonProps } from '../components/TokenList/TokenButton.js'
export {
  TokenList,
  type TokenListProps,
  type TokenListRow,
} from '../components/TokenList/TokenList.js'
export { View, type ViewSectionProps, ViewTitle } from '../components/View/View.js'
export type { ViewProps } from '../components/ViewHost/ViewHost.js'
export { useEngine } from '../context/GangwayContext.js'
export { type Translate, useLocale, useT } from '../hooks/useT.js'
export { ROOT, useViewStyles } from '../theme/useViewStyles.js'
export { fillNodes } from '../utils/fillNodes.js'
export { formatUsd } from '../utils/formatUsd.js'
