/**
 * Connector ids for Wallet Standard wallets, which have only a name: the first wallet of a name
 * is `wallet-standard:{name}`, a later one of the same name `wallet-standard:{name}#2` and so
 * on, and a wallet keeps its id while it stays registered. So an id names exactly the wallet the
 * visitor picked, never another that took its name, and stays stable across reloads for the
 * usual one wallet a name.
 *
 * @example
 * const ids = createWalletIds()
 * ids.of(wallet) // 'wallet-standard:Phantom'
 * ids.forget(wallet) // on unregister
 */
export function createWalletIds<W extends { name: string }>(): {
  of(wallet: W): string
  forget(wallet: W): void
} {
  const ids = new Map<W, string>()
  return {
    of(wallet) {
      let id = ids.get(wallet)
      if (id === undefined) {
        const taken = new Set(ids.values())
        id = `wallet-standard:${wallet.name}`
        for (let nth = 2; taken.has(id); nth++) id = `wallet-standard:${wallet.name}#${nth}`
        ids.set(wallet, id)
      }
      return id
    },
    forget(wallet) {
      ids.delete(wallet)
    },
  }
}
