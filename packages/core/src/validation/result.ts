/**
 * The outcome of a rule check: `ok`, or a failure with a stable machine `code` and the
 * user-visible Chinese `message` from the catalogue. An empty `message` means "silent"
 * (spec 001 §5: a blank amount is silent — keep the submit button disabled, show nothing).
 */
export type CheckResult<Code extends string = string> = CheckPass | CheckFailure<Code>;

/**
 * A passed check.
 * @see spec 000 §5, 001 §5 Validation rules (every check returns a `CheckResult`)
 */
export interface CheckPass {
  readonly ok: true;
}

/**
 * A failed check: `code` is stable for programs (a check names its codes as a string-literal
 * union, e.g. `FundBuyCheckCode`), `message` is shown to the user ('' = silent).
 * @see spec 000 §5, 001 §5 Validation rules (every check returns a `CheckResult`)
 */
export interface CheckFailure<Code extends string = string> {
  readonly ok: false;
  readonly code: Code;
  readonly message: string;
}

/**
 * The passing {@link CheckResult}.
 * @see spec 000 §5, 001 §5 (every validation rule returns a CheckResult)
 */
export const OK: CheckPass = Object.freeze({ ok: true as const });

/**
 * Build a failing {@link CheckResult}.
 * @param code stable machine code, e.g. `'below-min'`
 * @param message the Chinese message shown to the user; '' for a silent failure
 * @see spec 000 §5, 001 §5
 */
export function fail<Code extends string>(code: Code, message: string): CheckFailure<Code> {
  return { ok: false, code, message };
}
