import type { Translation } from '../i18n/formatMessage.js'
import type { coreMessages } from '../i18n/messages.js'

export default {
  'toast.signatureDeclined': 'Η υπογραφή απορρίφθηκε',
  'toast.authenticating': 'Έλεγχος ταυτότητας…',
  'toast.tokenBalanceUnavailable': 'Το υπόλοιπο token δεν είναι διαθέσιμο',
  'toast.somethingWentWrong': 'Κάτι πήγε στραβά',
  'toast.transactionStarted': 'Η συναλλαγή ξεκίνησε',
  'toast.actionNotAllowed': 'Η ενέργεια δεν επιτρέπεται',
  'alert.invalidAppConfiguration.title': 'Μη έγκυρη διαμόρφωση εφαρμογής',
  'alert.invalidAppConfiguration.description':
    'Η προέλευση δεν βρίσκεται στη λίστα επιτρεπόμενων του έργου σας. Ενημερώστε τη διαμόρφωση στον πίνακα ελέγχου του παρόχου.',
  'alert.projectIdNotConfigured.title': 'Το αναγνωριστικό έργου δεν έχει οριστεί',
  'alert.projectIdNotConfigured.description':
    'Δώστε ένα projectId στο createModal(). Οι φιλοξενούμενες υπηρεσίες το χρειάζονται.',
  'alert.switchNetworkNotFound.title': 'Το δίκτυο δεν βρέθηκε',
  'alert.switchNetworkNotFound.description':
    'Το πορτοφόλι δεν μπορεί να αλλάξει σε αυτό το δίκτυο. Προσθέστε το στο πορτοφόλι και δοκιμάστε ξανά.',
  'error.InvalidAddressError': 'Μη έγκυρη διεύθυνση',
  'error.UnrecognizedChainError': 'Άγνωστη αλυσίδα',
  'error.ChainNotSupportedError': 'Η αλυσίδα δεν υποστηρίζεται',
  'error.NetworkNotFoundError': 'Το δίκτυο δεν βρέθηκε',
  'error.UnsupportedChainError': 'Μη υποστηριζόμενη αλυσίδα',
  'error.UserRejectedRequestError': 'Απορρίψατε το αίτημα.',
  'error.ProviderNotFoundError': 'Ο πάροχος πορτοφολιού δεν βρέθηκε.',
  'error.RpcMethodNotAllowedError': 'Η ζητούμενη κλήση RPC δεν επιτρέπεται',
  'error.RequestAbortedError': 'Το αίτημα ακυρώθηκε',
  'error.TimeoutError': 'Κάτι πήγε στραβά',
  'error.SignMessageError': 'Η υπογραφή απέτυχε',
  'error.HttpRequestError': 'Το αίτημα απέτυχε με κατάσταση {status}',
  'error.FeatureLoadError': 'Η λειτουργία «{featureId}» δεν φορτώθηκε',
  'error.EngineDestroyedError': 'Το παράθυρο τερματίστηκε',
  'error.DisconnectError': 'Η αποσύνδεση απέτυχε',
} satisfies Translation<typeof coreMessages>
