import { useEffect, useState } from 'react'
import { useT } from '../../hooks/useT.js'
import { kitMessages } from '../../messages/kit.js'
import { Spinner } from '../Spinner/Spinner.js'
import { QrMatrix } from './QrMatrix.js'

/**
 * A QR code of `value` (an address, a URI), dark on white in both themes. The encoder loads with
 * `import()` on first use, so a host pays nothing for it until a code is shown; a spinner holds
 * its place meanwhile. `label` is the code's accessible name. `data-testid="gw-qr"`.
 *
 * @example
 * import { QrCode } from '@gangway/modal-shell/kit'
 * <QrCode value={address} label={`QR code of ${address}`} />
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const t = useT('shell', kitMessages)
  const [matrix, setMatrix] = useState<{ value: string; rows: boolean[][] }>()
  useEffect(() => {
    let live = true
    import('./encodeQr.js').then(({ encodeQr }) => {
      if (live) setMatrix({ value, rows: encodeQr(value) })
    })
    return () => {
      live = false
    }
  }, [value])
  if (matrix?.value !== value)
    return (
      <div className="gw-qr gw-center" aria-busy="true">
        <Spinner label={t('drawingQrCode')} />
      </div>
    )
  return <QrMatrix matrix={matrix.rows} label={label} />
}
