// The printable receipt (docs/decisions/0012-receipts.md): its two routes load lazily, apart from the public and admin bundles.
export { AdminReceiptPage, PublicReceiptPage } from './routes/receipt-page.tsx';
