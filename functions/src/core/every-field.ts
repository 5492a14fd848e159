/**
 * A field list checked at compile time to name every key of T and nothing else: a field added to
 * a domain type but not to the list is a type error (naming what is missing), never a field that
 * one store silently drops. Curried so T is given and the list's literal type is inferred:
 * `everyField<Blog>()(['id', 'title', …])`.
 */
export function everyField<T>() {
  return <const L extends readonly (keyof T & string)[]>(list: L & MissingFields<T, L>): L => list;
}

type MissingFields<T, L extends readonly unknown[]> = [Exclude<keyof T, L[number]>] extends [never]
  ? unknown
  : { missing: Exclude<keyof T, L[number]> };
