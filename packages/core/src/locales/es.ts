import type { Translation } from '../i18n/formatMessage.js'
import type { coreMessages } from '../i18n/messages.js'

export default {
  'toast.signatureDeclined': 'Firma rechazada',
  'toast.authenticating': 'Autenticando…',
  'toast.tokenBalanceUnavailable': 'Saldo del token no disponible',
  'toast.somethingWentWrong': 'Algo salió mal',
  'toast.transactionStarted': 'Transacción iniciada',
  'toast.actionNotAllowed': 'Acción no permitida',
  'alert.invalidAppConfiguration.title': 'Configuración de la app no válida',
  'alert.invalidAppConfiguration.description':
    'El origen no está en la lista de permitidos de tu proyecto. Actualiza la configuración en el panel del proveedor.',
  'alert.projectIdNotConfigured.title': 'ID de proyecto no configurado',
  'alert.projectIdNotConfigured.description':
    'Pasa un projectId a createModal(); los servicios alojados lo necesitan.',
  'alert.switchNetworkNotFound.title': 'Red no encontrada',
  'alert.switchNetworkNotFound.description':
    'La billetera no puede cambiar a esta red. Añádela en la billetera e inténtalo de nuevo.',
  'error.InvalidAddressError': 'Dirección no válida',
  'error.UnrecognizedChainError': 'Cadena no reconocida',
  'error.ChainNotSupportedError': 'La cadena no es compatible',
  'error.NetworkNotFoundError': 'Red no encontrada',
  'error.UnsupportedChainError': 'Cadena no compatible',
  'error.UserRejectedRequestError': 'Rechazaste la solicitud.',
  'error.ProviderNotFoundError': 'No se encontró el proveedor de la billetera.',
  'error.RpcMethodNotAllowedError': 'La llamada RPC solicitada no está permitida',
  'error.RequestAbortedError': 'La solicitud se canceló',
  'error.TimeoutError': 'Algo salió mal',
  'error.SignMessageError': 'Error al firmar',
  'error.HttpRequestError': 'La solicitud falló con el estado {status}',
  'error.FeatureLoadError': 'No se pudo cargar la función «{featureId}»',
  'error.EngineDestroyedError': 'El modal se cerró definitivamente',
  'error.DisconnectError': 'No se pudo desconectar',
} satisfies Translation<typeof coreMessages>
