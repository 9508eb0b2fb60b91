import { setupPgliteTemplate } from './global-setup.ts';

export default setupPgliteTemplate;
