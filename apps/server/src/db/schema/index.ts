export * from './people.ts';
export * from './teams.ts';
export * from './money.ts';
export * from './system.ts';
export * from './fundraisers.ts';
export * from './event-day.ts';
export * from './bibs.ts';
export * from './waivers.ts';
