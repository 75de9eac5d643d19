import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Copiato',
  drawingQrCode: 'Creazione del codice QR',
  selectToken: 'Seleziona token',
  'amount.thousands':
    'Niente separatori delle migliaia: digita 1000 (punto o virgola solo per i decimali: 1,5)',
  'amount.exponent': 'Digita l’importo in cifre semplici: 1e18 non è accettato',
  'amount.digits': 'Solo cifre e un separatore decimale',
  'amount.noDecimals': 'Questo token non ha decimali',
  'amount.decimals': {
    one: 'Al massimo {count} decimale per questo token',
    many: 'Al massimo {count} decimali per questo token',
    other: 'Al massimo {count} decimali per questo token',
  },
} satisfies Translation<typeof kitMessages>
