import type { Translation } from '../../internal/core.js'
import type { frameMessages } from '../../messages/frame.js'

export default {
  connectWallet: 'Tárca csatlakoztatása',
  connecting: 'Csatlakozás…',
  loadingBalance: 'Egyenleg betöltése',
  selectNetwork: 'Hálózat kiválasztása',
  back: 'Vissza',
  close: 'Bezárás',
  tryAgain: 'Újrapróbálás',
  loading: 'Betöltés…',
  viewUnavailable: 'Ez a nézet nem érhető el',
  somethingWentWrong: 'Hiba történt',
  slotUnavailable: '{label} nem érhető el',
  'title.Connect': 'Tárca csatlakoztatása',
  'title.AllWallets': 'Összes tárca',
  'title.Account': 'Fiók',
  'title.Networks': 'Hálózat kiválasztása',
  'title.UnsupportedChain': 'Hálózatváltás',
  'title.ApproveTransaction': 'Kérés jóváhagyása',
  'title.ConnectingWalletConnect': 'WalletConnect',
  'title.ConnectingWalletConnectBasic': 'WalletConnect',
  noWalletTitle: 'Nem található tárca ebben a böngészőben',
  noWalletText:
    'Egy tárcabővítménnyel csatlakozhatsz ehhez az alkalmazáshoz. Telepíts egyet, majd töltsd újra az oldalt.',
  noWalletTextAll:
    'Egy tárcabővítménnyel csatlakozhatsz ehhez az alkalmazáshoz. Telepíts egyet, majd töltsd újra az oldalt, vagy böngészd az összes tárcát.',
  wallets: 'Tárcák',
  allWallets: 'Összes tárca',
  qrCode: 'QR-kód',
  installed: 'Telepítve',
  recent: 'Legutóbb használt',
} satisfies Translation<typeof frameMessages>
