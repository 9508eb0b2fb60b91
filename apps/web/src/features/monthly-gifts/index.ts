/**
 * Monthly gifts in the back office (docs/features/monthly-gifts.md): admin only, loaded on first
 * visit with AG Grid. What donors see (the donate step's choice, their giving page) lives in the
 * donate and my-giving features, so none of this reaches the public bundle.
 */
export { MonthlyGiftsPage } from './routes/monthly-gifts-page.tsx';
