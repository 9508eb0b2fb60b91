// Bibs (docs/features/event-day.md): the Config panel, and the printable labels and roster (admin routes, loaded lazily).
export { BibsPanel } from './components/bibs-panel.tsx';
export { BibLabelsPage, BibRosterPage } from './routes/bib-print-pages.tsx';
