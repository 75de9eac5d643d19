import type { Translation } from '../../internal/core.js'
import type { frameMessages } from '../../messages/frame.js'

export default {
  connectWallet: 'Connecter un portefeuille',
  connecting: 'Connexion…',
  loadingBalance: 'Chargement du solde',
  selectNetwork: 'Choisir un réseau',
  back: 'Retour',
  close: 'Fermer',
  tryAgain: 'Réessayer',
  loading: 'Chargement…',
  viewUnavailable: 'Cette vue n’est pas disponible',
  somethingWentWrong: 'Une erreur s’est produite',
  slotUnavailable: '{label} n’est pas disponible',
  'title.Connect': 'Connecter un portefeuille',
  'title.AllWallets': 'Tous les portefeuilles',
  'title.Account': 'Compte',
  'title.Networks': 'Choisir un réseau',
  'title.UnsupportedChain': 'Changer de réseau',
  'title.ApproveTransaction': 'Approuver la demande',
  'title.ConnectingWalletConnect': 'WalletConnect',
  'title.ConnectingWalletConnectBasic': 'WalletConnect',
  noWalletTitle: 'Aucun portefeuille trouvé dans ce navigateur',
  noWalletText:
    'Une extension de portefeuille vous permet de vous connecter à cette application. Installez-en une et rechargez cette page.',
  noWalletTextAll:
    'Une extension de portefeuille vous permet de vous connecter à cette application. Installez-en une et rechargez cette page, ou parcourez tous les portefeuilles.',
  wallets: 'Portefeuilles',
  allWallets: 'Tous les portefeuilles',
  qrCode: 'Code QR',
  installed: 'Installé',
  recent: 'Récent',
} satisfies Translation<typeof frameMessages>
