import type { Translation } from '../../internal/core.js'
import type { kitMessages } from '../../messages/kit.js'

export default {
  copied: 'Copié',
  drawingQrCode: 'Création du code QR',
  selectToken: 'Choisir un jeton',
  'amount.thousands':
    'Pas de séparateur de milliers : saisissez 1000 (point ou virgule uniquement pour les décimales : 1,5)',
  'amount.exponent': 'Saisissez le montant en chiffres simples : 1e18 n’est pas accepté',
  'amount.digits': 'Uniquement des chiffres et un séparateur décimal',
  'amount.noDecimals': 'Ce jeton n’a pas de décimales',
  'amount.decimals': {
    one: '{count} décimale au maximum pour ce jeton',
    many: '{count} de décimales au maximum pour ce jeton',
    other: '{count} décimales au maximum pour ce jeton',
  },
} satisfies Translation<typeof kitMessages>
