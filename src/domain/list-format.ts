// Lists written for people, in Portuguese: 'A', 'A e B', 'A, B e C'.

/** The items joined with commas and a final 'e'; '' for none. */
export function joinWithE(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
}
