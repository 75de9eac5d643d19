import type { Translation } from '@gangway/core'
import type { siwxMessages } from '../messages.js'

export default {
  'view.SIWXSignMessage': 'Iniciar sesión',
  needsToConnect: '{dapp} necesita conectarse a tu billetera',
  thisApp: 'Esta app',
  wallet: 'Billetera',
  'intro.required':
    'Firma este mensaje para demostrar que esta billetera es tuya y continuar. Si cancelas, se cerrará la conexión.',
  'intro.optional':
    'Firma este mensaje para demostrar que esta billetera es tuya y continuar. Puedes cancelar y seguir conectado sin iniciar sesión.',
  cancel: 'Cancelar',
  cancelling: 'Cancelando…',
  sign: 'Firmar',
  signing: 'Firmando…',
  signFailed: 'Error al firmar el mensaje',
  'error.InvalidSiwxSignatureError': 'La firma no es válida',
  'error.SiwxStorageError': 'Falló el almacenamiento del inicio de sesión',
  'error.InvalidSiwxMessageError': 'No se pudo crear el mensaje de inicio de sesión de esta app',
  startFailed: 'Se produjo un problema al iniciar la autenticación',
  signatureDeclined: 'Firma rechazada',
} satisfies Translation<typeof siwxMessages>
