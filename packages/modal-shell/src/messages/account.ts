/**
 * The shell's English messages of Account (its tabs, tokens, NFTs and actions) and
 * ApproveTransaction (namespace `shell`).
 */
export const accountMessages = {} as const
