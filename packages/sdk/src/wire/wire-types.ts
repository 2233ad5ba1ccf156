/**
 * The type-level twin of `fromWire` (transform.ts), so that a module states its shapes once, with the
 * contract's wire types, and shows callers the renamed fields and Date objects they really receive.
 */

type FromWireKey<K> = K extends 'id'
  ? '_id'
  : K extends 'createdDate'
    ? '_createdDate'
    : K extends 'updatedDate'
      ? '_updatedDate'
      : K;

type DateFromWire<V> = V extends string ? Date : V;

/** A wire shape as the SDK returns it: renamed keys, and Date objects under keys ending in `Date`. */
export type FromWire<T> = T extends readonly (infer Item)[]
  ? FromWire<Item>[]
  : T extends Date
    ? T
    : T extends object
      ? { [K in keyof T as FromWireKey<K>]: K extends `${string}Date` ? DateFromWire<T[K]> : FromWire<T[K]> }
      : T;
