/**
 * The seeded generator and the names, places and choices `npm run seed:scale` picks from
 * (seed-scale.ts): the same seed writes the same rows.
 */

/** mulberry32: a small, fast, seedable generator (deterministic rows). */
export function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof generator>;

export const FIRST_NAMES = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen', 'Daniel', 'Lisa', 'Matthew', 'Nancy', 'Anthony', 'Betty', 'Mark', 'Sandra', 'Donald', 'Ashley', 'Steven', 'Kimberly', 'Andrew', 'Emily', 'Joshua', 'Donna', 'Kenneth', 'Michelle', 'Kevin', 'Carol', 'Brian', 'Amanda', 'Timothy', 'Melissa', 'Ronald', 'Deborah', 'Jason', 'Stephanie', 'Ryan', 'Rebecca'] as const;
export const LAST_NAMES = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts'] as const;
export const TEAM_WORDS = ['Walkers', 'Striders', 'Hope', 'Runners', 'Heroes', 'Steps', 'Pacers', 'Champions', 'Friends', 'Family', 'Crew', 'Warriors'] as const;
export const TEAM_ADJECTIVES = ['Mighty', 'Happy', 'Brave', 'Swift', 'Sunny', 'Golden', 'Red Dirt', 'Prairie', 'River', 'Thunder', 'Blue', 'Steady'] as const;
export const STREETS = ['Main St', 'Oak Ave', 'Elm St', 'Classen Blvd', 'Peoria Ave', 'Harvard Ave', 'Broadway', 'Lincoln Blvd', 'Memorial Rd', 'Yale Ave'] as const;
export const CITY_TOWNS = { 'Oklahoma City': ['Oklahoma City', 'Edmond', 'Norman', 'Moore', 'Yukon'], Tulsa: ['Tulsa', 'Broken Arrow', 'Jenks', 'Owasso', 'Bixby'] } as const;
export const CAMPUSES = ['Edmond', 'Moore', 'Norman', 'Yukon', 'Jenks', 'Owasso', 'South Tulsa', 'Midtown Tulsa', 'Church Online'] as const;
export const SHIRT_SIZES = ['Small', 'Medium', 'Large', 'XLarge', '2XLarge', '3XLarge'] as const;
export const EMPLOYERS = ['Acme Energy', 'Prairie Bank', 'Sooner Health', 'Red River Foods', 'Tulsa Tech'] as const;
export type City = keyof typeof CITY_TOWNS;

/** A street address in one of the city's towns. */
export function address(rng: Rng, city: City) {
  return {
    address: `${rng.int(100, 9999)} ${rng.pick(STREETS)}`,
    city: rng.pick(CITY_TOWNS[city]),
    state: 'OK',
    zipcode: String(city === 'Tulsa' ? rng.int(74001, 74199) : rng.int(73001, 73199)),
  };
}

export const phone = (rng: Rng) => `(${rng.pick(['405', '918', '539'])}) ${rng.int(200, 999)}-${String(rng.int(0, 9999)).padStart(4, '0')}`;
