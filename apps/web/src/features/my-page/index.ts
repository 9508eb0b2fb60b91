// The my-page feature's public entry: what other features use (eslint.config.js keeps them to it).
export { InviteAllWithoutPageButton, PageStatus, useMemberFundraisingColumns, type FundraisingMember } from './components/member-fundraising.tsx';
export { PendingGiftsCard, pendingGiftLine } from './components/pending-gifts-card.tsx';
