// The public flow's public entry: what other features use (eslint.config.js keeps them to it).
export { fundraiserQuery, useFundraiser } from './api/get-fundraiser.ts';
export { LoadError } from './components/load-error.tsx';
export { PublicPage } from './components/public-page.tsx';
export { ShareButton } from './components/share-button.tsx';
export { Thermometer } from './components/thermometer.tsx';
export { DonorWall } from './components/donor-wall.tsx';
export { fullName } from './lib/full-name.ts';
export { HomeButton, isExternalHref, useHomeHref } from './lib/home-link.tsx';
