/** The noun for a count: singular for exactly one ("1 item", "0 items", "2 items"). */
export function nounFor(n: number, one: string, many = `${one}s`): string {
  return n === 1 ? one : many;
}

/** A count with its noun: "1 item", "3 items". */
export function counted(n: number, one: string, many = `${one}s`): string {
  return `${n} ${nounFor(n, one, many)}`;
}
