import type { Translation } from '../../internal/core.js'
import type { frameMessages } from '../../messages/frame.js'

export default {
  connectWallet: 'Σύνδεση πορτοφολιού',
  connecting: 'Σύνδεση…',
  loadingBalance: 'Φόρτωση υπολοίπου',
  selectNetwork: 'Επιλογή δικτύου',
  back: 'Πίσω',
  close: 'Κλείσιμο',
  tryAgain: 'Δοκιμάστε ξανά',
  loading: 'Φόρτωση…',
  viewUnavailable: 'Αυτή η προβολή δεν είναι διαθέσιμη',
  somethingWentWrong: 'Κάτι πήγε στραβά',
  slotUnavailable: 'Η επιλογή {label} δεν είναι διαθέσιμη',
  'title.Connect': 'Σύνδεση πορτοφολιού',
  'title.AllWallets': 'Όλα τα πορτοφόλια',
  'title.Account': 'Λογαριασμός',
  'title.Networks': 'Επιλογή δικτύου',
  'title.UnsupportedChain': 'Αλλαγή δικτύου',
  'title.ApproveTransaction': 'Έγκριση αιτήματος',
  'title.ConnectingWalletConnect': 'WalletConnect',
  'title.ConnectingWalletConnectBasic': 'WalletConnect',
  noWalletTitle: 'Δεν βρέθηκε πορτοφόλι σε αυτό το πρόγραμμα περιήγησης',
  noWalletText:
    'Με μια επέκταση πορτοφολιού μπορείτε να συνδεθείτε σε αυτή την εφαρμογή. Εγκαταστήστε μία και φορτώστε ξανά αυτή τη σελίδα.',
  noWalletTextAll:
    'Με μια επέκταση πορτοφολιού μπορείτε να συνδεθείτε σε αυτή την εφαρμογή. Εγκαταστήστε μία και φορτώστε ξανά αυτή τη σελίδα ή περιηγηθείτε σε όλα τα πορτοφόλια.',
  wallets: 'Πορτοφόλια',
  allWallets: 'Όλα τα πορτοφόλια',
  qrCode: 'Κωδικός QR',
  installed: 'Εγκατεστημένο',
  recent: 'Πρόσφατο',
} satisfies Translation<typeof frameMessages>
