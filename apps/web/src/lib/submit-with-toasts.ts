import type { UseFormReturnType } from '@mantine/form';
import type { UseMutateFunction } from '@tanstack/react-query';
import { notifyToast } from './notify.ts';

/** A [title, message] pair of the spec's toasts (domain TOASTS). */
type Toast = readonly [string, string];

interface SubmitWithToasts<Values, Input, Output> {
  /** The request from the form's valid values. */
  toInput(values: Values): Input;
  /** Shown once the server has saved. */
  success: Toast;
  /** Shown when the server refuses, and when the form is invalid (nothing is sent then). */
  failure: Toast;
  /** After the success toast: the next page, a reset. */
  onSaved?(output: Output): void;
}

/**
 * A form's submit handler as the back office's forms behave (docs/spec/back-office.md §8): valid values are
 * sent with `mutate`; the spec's success or failure toast follows; an invalid form shows its
 * field errors and the failure toast without calling the server.
 */
export function submitWithToasts<Values, Input, Output>(
  form: Pick<UseFormReturnType<Values>, 'onSubmit'>,
  mutate: UseMutateFunction<Output, Error, Input, unknown>,
  { toInput, success, failure, onSaved }: SubmitWithToasts<Values, Input, Output>,
) {
  return form.onSubmit(
    (values) =>
      mutate(toInput(values), {
        onSuccess: (output) => {
          notifyToast(success, 'success');
          onSaved?.(output);
        },
        onError: () => notifyToast(failure, 'error'),
      }),
    () => notifyToast(failure, 'error'),
  );
}
