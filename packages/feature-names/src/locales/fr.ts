import type { Translation } from '@gangway/core'
import type { namesMessages } from '../messages.js'

export default {
  'view.ChooseAccountName': 'Choisir un nom',
  'view.RegisterAccountName': 'Choisir un nom',
  'view.RegisterAccountNameSuccess': 'Nom du compte',
  'action.names': 'Choisir un nom',
  chooseTitle: 'Choisissez le nom de votre compte',
  chooseText:
    'Fini les adresses 0x : un nom comme {example} est plus facile à partager et à utiliser pour recevoir des fonds.',
  exampleName: 'votrenom',
  chooseName: 'Choisir un nom',
  accountName: 'Nom du compte',
  suggestions: 'Suggestions',
  register: 'Enregistrer',
  tooShort: {
    one: 'Le nom doit comporter au moins {count} caractère',
    other: 'Le nom doit comporter au moins {count} caractères',
  },
  invalidCharacters: 'Le nom ne peut contenir que des lettres, des chiffres et des tirets',
  alreadyOwned: 'Vous possédez déjà un nom',
  registered: 'Déjà pris',
  available: 'Disponible',
  suggestionsFailed: 'Impossible de récupérer les suggestions de noms',
  registerFailed: 'Impossible d’enregistrer le nom {name}',
  noAccount: 'Adresse ou connecteur d’authentification introuvable',
  signatureDeclined: 'Signature refusée',
  signatureExpired: {
    one: 'La signature a pris plus de {count} seconde. Appuyez sur Enregistrer et signez à nouveau.',
    other:
      'La signature a pris plus de {count} secondes. Appuyez sur Enregistrer et signez à nouveau.',
  },
  registeringStatus:
    'Enregistrement de {name}. Signez le message dans votre portefeuille pour confirmer le nom.',
  registering: 'Enregistrement',
  registeringName: 'Enregistrement de {name}',
  signToConfirm: 'Signez le message dans votre portefeuille pour confirmer le nom.',
  successStatus: 'Nom de compte choisi : {name}',
  success: 'Nom de compte choisi',
  receiveAtName: 'Vous pouvez désormais recevoir des cryptos à votre nouveau nom.',
  backToAccount: 'Retour au compte',
} satisfies Translation<typeof namesMessages>
