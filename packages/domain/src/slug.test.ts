import { describe, expect, it } from 'vitest';
import { isTeamIdParam, toPersonSlug, toTeamSlug, uniqueSlug } from './slug.ts';

describe('toTeamSlug', () => {
  it.each([
    ['Café Crew!', 'cafe-crew'],
    ['Walkers', 'walkers'],
    ['The Fast Feet', 'the-fast-feet'],
    ['UPPER case', 'upper-case'],
    ['Ünïcödé Ñame', 'unicode-name'],
    ['Crème Brûlée', 'creme-brulee'],
    ['Rock & Roll', 'rock-roll'],
    ["Mom's Team", 'moms-team'],
    ['Team_Name.v2', 'teamnamev2'],
    ['  Hello   World  ', 'hello-world'],
    ['A -- B', 'a-b'],
    ['-Leading and trailing-', 'leading-and-trailing'],
    ['tab\tand\nnewline', 'tab-and-newline'],
    ['123 456', '123-456'],
    ['1st Place', '1st-place'],
  ])('%j -> %j', (name, slug) => {
    expect(toTeamSlug(name)).toBe(slug);
  });

  it('prefixes an all-digit slug with "team-" (so /team/{digits} stays the admin id page)', () => {
    expect(toTeamSlug('2024')).toBe('team-2024');
    expect(toTeamSlug('42!')).toBe('team-42');
    expect(toTeamSlug('#1')).toBe('team-1');
    expect(isTeamIdParam(toTeamSlug('2024'))).toBe(false);
  });

  it('returns an empty slug when nothing alphanumeric is left', () => {
    expect(toTeamSlug('!!!')).toBe('');
    expect(toTeamSlug('   ')).toBe('');
  });

  it('only ever yields lowercase letters, digits and single inner hyphens', () => {
    for (const name of ['Café Crew!', 'Ñandú  --  Über', '  x  ', 'Team #7 (OKC)', 'ÀÉÎÕÜ', '2024 Walkers']) {
      expect(toTeamSlug(name)).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
    }
  });
});

describe('isTeamIdParam', () => {
  it('is true for digits only', () => {
    expect(isTeamIdParam('42')).toBe(true);
    expect(isTeamIdParam('0')).toBe(true);
  });

  it('is false for slugs', () => {
    expect(isTeamIdParam('cafe-crew')).toBe(false);
    expect(isTeamIdParam('team-2024')).toBe(false);
    expect(isTeamIdParam('42a')).toBe(false);
    expect(isTeamIdParam('')).toBe(false);
  });
});

describe('uniqueSlug', () => {
  it('keeps a free slug', () => {
    expect(uniqueSlug('walkers', new Set())).toBe('walkers');
    expect(uniqueSlug('walkers', new Set(['runners']))).toBe('walkers');
  });

  it('adds -2, then -3 on clashes', () => {
    expect(uniqueSlug('walkers', new Set(['walkers']))).toBe('walkers-2');
    expect(uniqueSlug('walkers', new Set(['walkers', 'walkers-2']))).toBe('walkers-3');
  });

  it('fills the first free number', () => {
    expect(uniqueSlug('walkers', new Set(['walkers', 'walkers-3']))).toBe('walkers-2');
  });

  it('falls back to "team" for an empty base', () => {
    expect(uniqueSlug('', new Set())).toBe('team');
    expect(uniqueSlug('', new Set(['team']))).toBe('team-2');
  });
});

describe('toPersonSlug', () => {
  it('folds the full name like a team name', () => {
    expect(toPersonSlug('Zoë', 'Ångström')).toBe('zoe-angstrom');
    expect(toPersonSlug(' Dana ', "O'Neil-Smith")).toBe('dana-oneil-smith');
  });

  it('names a fundraiser when the name leaves nothing or only digits', () => {
    expect(toPersonSlug('渡辺', '!!')).toBe('fundraiser');
    expect(toPersonSlug('2', '4')).toBe('2-4');
    expect(toPersonSlug('24', '')).toBe('fundraiser-24');
  });
});
