import {
  CellStyleModule, ClientSideRowModelModule, ColumnApiModule, CsvExportModule, DateFilterModule, ModuleRegistry, NumberFilterModule, RowApiModule,
  RowStyleModule, TextFilterModule, ValidationModule, type Module,
} from 'ag-grid-community';

/**
 * The AG Grid modules the reports use, and no others (docs/stack.md: all modules weigh about 400 KB
 * gzipped): client-side rows, the text, number and date filters, CSV export, row and cell
 * classes, resetting column state and counting displayed rows (sorting and pinning are in AG
 * Grid's core). Imported only by the lazily loaded report grid, so public pages never load AG
 * Grid. In development the validation module names a missing module or a misspelt option.
 */
const modules: Module[] = [
  ClientSideRowModelModule,
  TextFilterModule,
  NumberFilterModule,
  DateFilterModule,
  CsvExportModule,
  RowStyleModule,
  CellStyleModule,
  ColumnApiModule,
  RowApiModule,
];
if (import.meta.env.DEV) modules.push(ValidationModule);

ModuleRegistry.registerModules(modules);
