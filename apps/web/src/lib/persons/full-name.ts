/** "Jane Doe". Its own module: the lists and pages that name people do not load the checkout's schemas with it. */
export function fullName(p: { firstName: string; lastName: string }): string {
  return `${p.firstName} ${p.lastName}`.trim();
}
