// The ask-kit feature's public entry (docs/features/ask-kit.md): My Page's kit and the captain's team poster.
export { AskKit } from './components/ask-kit.tsx';
export { TeamPosterCard } from './components/team-poster-card.tsx';
