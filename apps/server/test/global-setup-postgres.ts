import { setupPostgresTemplate } from './global-setup.ts';

export default setupPostgresTemplate;
