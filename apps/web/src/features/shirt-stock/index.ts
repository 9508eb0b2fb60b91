// Shirt stock (issue 24): the Config panel of shirts on hand per city and size.
export { ShirtStockPanel } from './components/shirt-stock-panel.tsx';
