/**
 * The shell's English messages of the kit's components that features reuse (copy, QR code,
 * search, amount input, token list): namespace `shell`, in whichever chunk shows them. The
 * texts a feature passes in (a button's label, a list's name) are the feature's own.
 */
export const kitMessages = {
  copied: 'Copied',
  drawingQrCode: 'Drawing QR code',
  selectToken: 'Select token',
} as const
