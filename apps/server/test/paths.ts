import path from 'node:path';
import { REPO_ROOT } from '../src/config.ts';

export const TEST_DIR = path.join(REPO_ROOT, '.data-test');
export const PGLITE_TEMPLATE_FILE = path.join(TEST_DIR, 'pglite-template.tar');
export const PG_TEMPLATE_DB = 'walkfund_test_template';
