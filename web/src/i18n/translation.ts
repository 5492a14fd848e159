/**
 * The shape a translation must have: the English dictionary's keys, each a string, a function
 * of the same arguments returning a string, a list, or a nested group. A Telugu dictionary typed
 * `Translation<typeof en>` fails the typecheck when it misses a key or adds one.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : T[K] extends string
      ? string
      : T[K] extends readonly (infer E)[]
        ? readonly (E extends string ? string : Translation<E>)[]
        : Translation<T[K]>;
};
