import type { Translation } from '@gangway/core'
import type { namesMessages } from '../messages.js'

export default {
  'view.ChooseAccountName': 'Elegir nombre',
  'view.RegisterAccountName': 'Elegir nombre',
  'view.RegisterAccountNameSuccess': 'Nombre de la cuenta',
  'action.names': 'Elegir un nombre',
  chooseTitle: 'Elige el nombre de tu cuenta',
  chooseText:
    'Olvídate de las direcciones 0x: un nombre como {example} es más fácil de compartir y de usar para recibir envíos.',
  exampleName: 'tunombre',
  chooseName: 'Elegir nombre',
  accountName: 'Nombre de la cuenta',
  suggestions: 'Sugerencias',
  register: 'Registrar',
  tooShort: {
    one: 'El nombre debe tener al menos {count} carácter',
    other: 'El nombre debe tener al menos {count} caracteres',
  },
  invalidCharacters: 'El nombre solo puede contener letras, números y guiones',
  alreadyOwned: 'Ya tienes un nombre',
  registered: 'Registrado',
  available: 'Disponible',
  suggestionsFailed: 'No se pudieron obtener sugerencias de nombres',
  registerFailed: 'No se pudo registrar el nombre {name}',
  noAccount: 'No se encontró la dirección ni el conector de autenticación',
  signatureDeclined: 'Firma rechazada',
  signatureExpired: {
    one: 'La firma tardó más de {count} segundo. Pulsa Registrar y vuelve a firmar.',
    other: 'La firma tardó más de {count} segundos. Pulsa Registrar y vuelve a firmar.',
  },
  registeringStatus:
    'Registrando {name}. Firma el mensaje en tu billetera para confirmar el nombre.',
  registering: 'Registrando',
  registeringName: 'Registrando {name}',
  signToConfirm: 'Firma el mensaje en tu billetera para confirmar el nombre.',
  successStatus: 'Nombre de cuenta elegido: {name}',
  success: 'Nombre de cuenta elegido',
  receiveAtName: 'Ya puedes recibir criptomonedas con tu nuevo nombre.',
  backToAccount: 'Volver a la cuenta',
} satisfies Translation<typeof namesMessages>
