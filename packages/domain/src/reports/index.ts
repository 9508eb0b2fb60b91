export * from './daily-report.schema.ts';
export * from './report-years.schema.ts';
export * from './admin-home.schema.ts';
