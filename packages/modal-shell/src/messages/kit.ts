/**
 * The shell's English messages of the kit's components that features reuse (copy, QR code,
 * search, amount input, token list): namespace `shell`, in whichever chunk shows them.
 */
export const kitMessages = {} as const
