import { paths } from '../../../config/paths.ts';

/**
 * Where a visitor goes after adding something to the cart: choose whom to support first, then
 * give contact details, then review the summary.
 */
export function nextFlowPath(state: { supportingComplete: boolean; contactComplete: boolean }): string {
  if (!state.supportingComplete) return paths.frontend('supporting');
  if (!state.contactComplete) return paths.frontend('contact');
  return paths.frontend('summary');
}
