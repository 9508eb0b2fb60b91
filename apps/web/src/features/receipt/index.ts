// The printable receipt (issue 23): its two routes load lazily, apart from the public and admin bundles.
export { AdminReceiptPage, PublicReceiptPage } from './routes/receipt-page.tsx';
