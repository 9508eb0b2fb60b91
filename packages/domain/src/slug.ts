/**
 * The team share-link slug: lowercased, accents folded, non-alphanumerics removed,
 * spaces turned into hyphens ("Café Crew!" -> "cafe-crew"). An all-digit result gets a "team-"
 * prefix, because /team/{digits} is the admin team page (/team/{id}).
 */
export function toTeamSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return /^\d+$/.test(slug) ? `team-${slug}` : slug;
}

/** True when a /team/{param} path names a team id (admin page) rather than a slug (public page). */
export function isTeamIdParam(param: string): boolean {
  return /^\d+$/.test(param);
}

/** The slug with a numeric suffix when taken (docs/decisions/0118-one-team-across-years.md): "team", "team-2", "team-3". */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  const root = base || 'team';
  if (!taken.has(root)) return root;
  for (let n = 2; ; n++) {
    const candidate = `${root}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * A fundraiser page's slug from the person's name, by the team slug's rule ("Zoë Ångström" ->
 * "zoe-angstrom"); "fundraiser" when the name leaves nothing. Suffixed on a clash with
 * `uniqueSlug` (docs/decisions/0009-personal-pages.md).
 */
export function toPersonSlug(firstName: string, lastName: string): string {
  const slug = toTeamSlug(`${firstName} ${lastName}`).replace(/^team-(?=\d+$)/, 'fundraiser-');
  return slug || 'fundraiser';
}
