/** localStorage key of a public-flow store; the prefix groups them so they are easy to inspect. */
export function storeKey(name: string): string {
  return `walkfund.public.${name}`;
}
