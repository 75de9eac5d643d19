import type { Translation } from '@gangway/core'
import type { siwxMessages } from '../messages.js'

export default {
  'view.SIWXSignMessage': 'Se connecter',
  needsToConnect: '{dapp} doit se connecter à votre portefeuille',
  thisApp: 'Cette application',
  wallet: 'Portefeuille',
  'intro.required':
    'Signez ce message pour prouver que ce portefeuille vous appartient et continuer. Si vous annulez, vous serez déconnecté.',
  'intro.optional':
    'Signez ce message pour prouver que ce portefeuille vous appartient et continuer. Vous pouvez annuler et rester connecté sans vous identifier.',
  cancel: 'Annuler',
  cancelling: 'Annulation…',
  sign: 'Signer',
  signing: 'Signature…',
  signFailed: 'Erreur lors de la signature du message',
  'error.InvalidSiwxSignatureError': 'La signature n’est pas valide',
  'error.SiwxStorageError': 'Le stockage de connexion a échoué',
  'error.InvalidSiwxMessageError':
    'Le message de connexion de cette application n’a pas pu être créé',
  startFailed: 'Un problème est survenu lors du lancement de l’authentification',
  signatureDeclined: 'Signature refusée',
} satisfies Translation<typeof siwxMessages>
