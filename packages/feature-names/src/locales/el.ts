import type { Translation } from '@gangway/core'
import type { namesMessages } from '../messages.js'

export default {
  'view.ChooseAccountName': 'Επιλογή ονόματος',
  'view.RegisterAccountName': 'Επιλογή ονόματος',
  'view.RegisterAccountNameSuccess': 'Όνομα λογαριασμού',
  'action.names': 'Επιλέξτε όνομα',
  chooseTitle: 'Επιλέξτε το όνομα του λογαριασμού σας',
  chooseText:
    'Τέλος οι διευθύνσεις 0x: ένα όνομα όπως {example} μοιράζεται πιο εύκολα και είναι πιο εύκολο να στείλει κανείς σε αυτό.',
  exampleName: 'yourname',
  chooseName: 'Επιλογή ονόματος',
  accountName: 'Όνομα λογαριασμού',
  suggestions: 'Προτάσεις',
  register: 'Καταχώριση',
  tooShort: {
    one: 'Το όνομα πρέπει να έχει τουλάχιστον {count} χαρακτήρα',
    other: 'Το όνομα πρέπει να έχει τουλάχιστον {count} χαρακτήρες',
  },
  invalidCharacters: 'Το όνομα μπορεί να περιέχει μόνο γράμματα, ψηφία και παύλες',
  alreadyOwned: 'Έχετε ήδη όνομα',
  registered: 'Καταχωρισμένο',
  available: 'Διαθέσιμο',
  suggestionsFailed: 'Δεν ήταν δυνατή η λήψη προτάσεων ονομάτων',
  registerFailed: 'Δεν ήταν δυνατή η καταχώριση του ονόματος {name}',
  noAccount: 'Δεν βρέθηκε διεύθυνση ή σύνδεσμος σύνδεσης',
  signatureDeclined: 'Η υπογραφή απορρίφθηκε',
  signatureExpired: {
    one: 'Η υπογραφή διήρκεσε περισσότερο από {count} δευτερόλεπτο. Πατήστε Καταχώριση και υπογράψτε ξανά.',
    other:
      'Η υπογραφή διήρκεσε περισσότερο από {count} δευτερόλεπτα. Πατήστε Καταχώριση και υπογράψτε ξανά.',
  },
  registeringStatus:
    'Καταχώριση του {name}. Υπογράψτε το μήνυμα στο πορτοφόλι σας για να επιβεβαιώσετε το όνομα.',
  registering: 'Καταχώριση',
  registeringName: 'Καταχώριση του {name}',
  signToConfirm: 'Υπογράψτε το μήνυμα στο πορτοφόλι σας για να επιβεβαιώσετε το όνομα.',
  successStatus: 'Το όνομα λογαριασμού επιλέχθηκε: {name}',
  success: 'Το όνομα λογαριασμού επιλέχθηκε',
  receiveAtName: 'Μπορείτε πλέον να λαμβάνετε κρυπτονομίσματα στο νέο σας όνομα.',
  backToAccount: 'Πίσω στον λογαριασμό',
} satisfies Translation<typeof namesMessages>
