/**
 * After a refused submit, moves focus to the first field marked invalid inside `root`, once React
 * has rendered the errors (aria-invalid is set by the inputs that show an error).
 */
export function focusFirstInvalid(root: ParentNode | null | undefined = document): void {
  window.setTimeout(() => {
    const field = (root ?? document).querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus();
  }, 0);
}
