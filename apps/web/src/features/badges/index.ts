// Walker badges' public entry (docs/features/miles-and-badges.md): what other features use.
export { myBadgesKey } from './api/get-my-badges.ts';
export { MyBadgesCard } from './components/my-badges-card.tsx';
export { WalkerBadges } from './components/walker-badges.tsx';
