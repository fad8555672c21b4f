/**
 * A property of a value whose shape is not known (a thrown error, parsed JSON): read without
 * a cast, so the caller checks its type before using it.
 */
export function ownProperty(value: unknown, name: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  return Object.getOwnPropertyDescriptor(value, name)?.value;
}
