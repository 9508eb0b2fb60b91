// Shirt stock (docs/features/event-day.md): the Config panel of shirts on hand per city and size.
export { ShirtStockPanel } from './components/shirt-stock-panel.tsx';
