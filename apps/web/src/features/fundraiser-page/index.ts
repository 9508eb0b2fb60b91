// The fundraiser page's public entry (eslint.config.js keeps other features to it); loaded lazily by the public routes.
export { FundraiserPage } from './routes/fundraiser-page.tsx';
