import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Kopiert',
  drawingQrCode: 'QR-Code wird erstellt',
  selectToken: 'Token wählen',
  'amount.thousands':
    'Keine Tausendertrennzeichen: Geben Sie 1000 ein (Punkt oder Komma nur für Dezimalstellen: 1,5)',
  'amount.exponent': 'Geben Sie den Betrag in einfachen Ziffern ein: 1e18 wird nicht akzeptiert',
  'amount.digits': 'Nur Ziffern und ein Dezimaltrennzeichen',
  'amount.noDecimals': 'Dieser Token hat keine Dezimalstellen',
  'amount.decimals': {
    one: 'Höchstens {count} Dezimalstelle für diesen Token',
    other: 'Höchstens {count} Dezimalstellen für diesen Token',
  },
} satisfies Translation<typeof kitMessages>
