import { REQUEST_MESSAGES } from '@jijin/core/messages';
import { feedback } from '@jijin/ui';
import { useEffect } from 'react';
import type { ApiErrorData } from '../app/base-api';

/**
 * The Chinese message of whatever an RTK Query hook or `unwrap()` rejected with: the
 * {@link ApiErrorData} title (spec 000 §8), else the generic failure.
 */
export function errorMessage(error: unknown): string {
  if (
    error &&
    typeof error === 'object' &&
    'title' in error &&
    typeof (error as ApiErrorData).title === 'string'
  ) {
    return (error as ApiErrorData).title;
  }
  if (error instanceof Error && error.message) return error.message;
  return REQUEST_MESSAGES.failed;
}

/** The HTTP status of a rejected call (-1 offline / timeout), or undefined. */
export function errorStatus(error: unknown): number | undefined {
  return error && typeof error === 'object' && 'status' in error
    ? Number((error as ApiErrorData).status)
    : undefined;
}

/**
 * Whether a rejected call is a condition of the investor rather than a failure: a 403 (not
 * allowed yet: no store, not qualified) or a 404 (nothing of theirs there: a portfolio not held)
 * that carries the server's `errors` (spec 000 §3 "API error responses carry an errors field").
 * Asking again cannot change it, so it is shown as an empty state with its next step, never as
 * 加载失败 with 重新加载.
 */
export function isConditionError(error: unknown): boolean {
  const status = errorStatus(error);
  const errors = (error as ApiErrorData | undefined)?.errors;
  return (status === 403 || status === 404) && !!errors && Object.keys(errors).length > 0;
}

/**
 * The first message the server gave for a form field (`errors.<field>`), to show under it.
 */
export function fieldError(error: unknown, field: string): string | undefined {
  const errors = (error as ApiErrorData | undefined)?.errors;
  const value = errors?.[field];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first ? first : undefined;
}

/**
 * Shows a rejected call as a toast (spec 000 §8 "shown as a toast"). A 401 is skipped: the
 * app's 401 rule already shows its own toast and sends the user to login.
 */
export function toastError(error: unknown): void {
  if (errorStatus(error) === 401) return;
  feedback.toast(errorMessage(error));
}

/**
 * Toasts a query's error once when it appears (spec 000 §8 "status text, shown as a toast";
 * spec 001 §8 "fee and detail pages show an error toast on failure"). LoadState and QueryState
 * call it, so every screen's failed load toasts besides its inline error-with-retry; a
 * condition ({@link isConditionError}) is no failure and is not toasted.
 */
export function useErrorToast(error: unknown): void {
  useEffect(() => {
    if (error && !isConditionError(error)) toastError(error);
  }, [error]);
}
