// The scripts whose letters pass for one another (Latin a/Cyrillic а, Latin o/Greek ο…): a name
// that mixes them is the classic look-alike of a name the visitor knows.
const LOOK_ALIKE_SCRIPTS = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
] as const

/**
 * The look-alike scripts (Latin, Cyrillic, Greek) whose letters a name mixes, anywhere in it
 * (`раураl.eth` mixes a Cyrillic label with a Latin one).
 *
 * @returns The scripts' names in that order when the name has letters of two or more of them,
 * else `[]`.
 * @example
 * mixedScripts('\u0430lice.reown.id') // ['Latin', 'Cyrillic']
 * mixedScripts('alice.reown.id') // []
 */
export function mixedScripts(name: string): string[] {
  const found = LOOK_ALIKE_SCRIPTS.filter(([, letters]) => letters.test(name)).map(([s]) => s)
  return found.length > 1 ? found : []
}
