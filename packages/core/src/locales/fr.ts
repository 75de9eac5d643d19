import type { Translation } from '../i18n/formatMessage.js'
import type { coreMessages } from '../i18n/messages.js'

export default {
  'toast.signatureDeclined': 'Signature refusée',
  'toast.authenticating': 'Authentification…',
  'toast.tokenBalanceUnavailable': 'Solde du jeton indisponible',
  'toast.somethingWentWrong': 'Un problème est survenu',
  'toast.transactionStarted': 'Transaction lancée',
  'toast.actionNotAllowed': 'Action non autorisée',
  'alert.invalidAppConfiguration.title': 'Configuration de l’application non valide',
  'alert.invalidAppConfiguration.description':
    'Cette origine ne figure pas dans la liste autorisée de votre projet. Mettez à jour votre configuration dans le tableau de bord du fournisseur.',
  'alert.projectIdNotConfigured.title': 'ID de projet non configuré',
  'alert.projectIdNotConfigured.description':
    'Transmettez un projectId à createModal() ; les services hébergés en ont besoin.',
  'alert.switchNetworkNotFound.title': 'Réseau introuvable',
  'alert.switchNetworkNotFound.description':
    'Le portefeuille ne peut pas passer à ce réseau. Ajoutez-le dans le portefeuille et réessayez.',
  'error.InvalidAddressError': 'Adresse non valide',
  'error.UnrecognizedChainError': 'Chaîne inconnue',
  'error.ChainNotSupportedError': 'Cette chaîne n’est pas prise en charge',
  'error.NetworkNotFoundError': 'Réseau introuvable',
  'error.UnsupportedChainError': 'Chaîne non prise en charge',
  'error.UserRejectedRequestError': 'Vous avez refusé la demande.',
  'error.ProviderNotFoundError': 'Fournisseur du portefeuille introuvable.',
  'error.RpcMethodNotAllowedError': 'L’appel RPC demandé n’est pas autorisé',
  'error.RequestAbortedError': 'La demande a été annulée',
  'error.TimeoutError': 'Un problème est survenu',
  'error.SignMessageError': 'Échec de la signature',
  'error.HttpRequestError': 'La requête a échoué avec le statut {status}',
  'error.FeatureLoadError': 'La fonctionnalité « {featureId} » n’a pas pu être chargée',
  'error.EngineDestroyedError': 'La fenêtre a été fermée définitivement',
  'error.DisconnectError': 'Échec de la déconnexion',
} satisfies Translation<typeof coreMessages>
