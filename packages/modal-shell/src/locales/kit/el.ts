import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Αντιγράφηκε',
  drawingQrCode: 'Δημιουργία κωδικού QR',
  selectToken: 'Επιλογή token',
  'amount.thousands':
    'Χωρίς διαχωριστικά χιλιάδων: πληκτρολογήστε 1000 (τελεία ή κόμμα μόνο για δεκαδικά: 1,5)',
  'amount.exponent': 'Πληκτρολογήστε το ποσό με απλά ψηφία: το 1e18 δεν γίνεται δεκτό',
  'amount.digits': 'Μόνο ψηφία και ένα δεκαδικό διαχωριστικό',
  'amount.noDecimals': 'Αυτό το token δεν έχει δεκαδικά',
  'amount.decimals': {
    one: 'Έως {count} δεκαδικό ψηφίο για αυτό το token',
    other: 'Έως {count} δεκαδικά ψηφία για αυτό το token',
  },
} satisfies Translation<typeof kitMessages>
