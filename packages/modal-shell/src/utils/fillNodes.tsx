import { Fragment, type ReactNode } from 'react'

/**
 * A translated message with React nodes in its placeholders (a wallet's name in `<bdi>`, kept
 * left to right inside right-to-left text): take the message with `t(key)` and no value for those
 * placeholders, so they stay in the text, and fill them here. Text stays text.
 *
 * @example
 * fillNodes(t('continueIn'), { name: <bdi>{name}</bdi> }) // ['Weiter in ', <bdi>MetaMask</bdi>, '']
 */
export function fillNodes(text: string, values: Readonly<Record<string, ReactNode>>): ReactNode {
  return text.split(/\{(\w+)\}/).map((part, i) =>
    i % 2 === 0 ? (
      part
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message, fixed in order
      <Fragment key={i}>{part in values ? values[part] : `{${part}}`}</Fragment>
    ),
  )
}
