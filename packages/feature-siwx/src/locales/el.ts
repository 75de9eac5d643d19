import type { Translation } from '@gangway/core'
import type { siwxMessages } from '../messages.js'

export default {
  'view.SIWXSignMessage': 'Σύνδεση',
  needsToConnect: 'Η εφαρμογή {dapp} πρέπει να συνδεθεί στο πορτοφόλι σας',
  thisApp: 'Αυτή η εφαρμογή',
  wallet: 'Πορτοφόλι',
  'intro.required':
    'Υπογράψτε αυτό το μήνυμα για να αποδείξετε ότι το πορτοφόλι σάς ανήκει και να συνεχίσετε. Αν ακυρώσετε, θα αποσυνδεθείτε.',
  'intro.optional':
    'Υπογράψτε αυτό το μήνυμα για να αποδείξετε ότι το πορτοφόλι σάς ανήκει και να συνεχίσετε. Μπορείτε να ακυρώσετε και να μείνετε συνδεδεμένοι χωρίς να συνδεθείτε στον λογαριασμό.',
  cancel: 'Ακύρωση',
  cancelling: 'Ακύρωση…',
  sign: 'Υπογραφή',
  signing: 'Υπογραφή…',
  signFailed: 'Σφάλμα κατά την υπογραφή του μηνύματος',
  'error.InvalidSiwxSignatureError': 'Η υπογραφή δεν είναι έγκυρη',
  'error.SiwxStorageError': 'Η αποθήκευση σύνδεσης απέτυχε',
  'error.InvalidSiwxMessageError':
    'Δεν ήταν δυνατή η δημιουργία του μηνύματος σύνδεσης αυτής της εφαρμογής',
  startFailed: 'Παρουσιάστηκε πρόβλημα κατά την έναρξη του ελέγχου ταυτότητας',
  signatureDeclined: 'Η υπογραφή απορρίφθηκε',
} satisfies Translation<typeof siwxMessages>
