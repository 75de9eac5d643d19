/**
 * The shell's English messages of the kit's components that features reuse (copy, QR code,
 * search, amount input, token list): namespace `shell`, in whichever chunk shows them. The
 * texts a feature passes in (a button's label, a list's name) are the feature's own.
 */
export const kitMessages = {
  copied: 'Copied',
  drawingQrCode: 'Drawing QR code',
  selectToken: 'Select token',
  // AmountInput: why the text typed is no amount, each saying what to type instead
  'amount.thousands':
    'No thousands separators: type 1000 (a point or a comma only for decimals: 1.5)',
  'amount.exponent': 'Type the amount in plain digits: 1e18 is not accepted',
  'amount.digits': 'Only digits and one decimal point',
  'amount.noDecimals': 'This token has no decimals',
  'amount.decimals': {
    one: 'At most {count} decimal for this token',
    other: 'At most {count} decimals for this token',
  },
} as const
