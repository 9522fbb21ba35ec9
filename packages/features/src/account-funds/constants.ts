/** The fund-account screens' timing (spec 001 §4), a screen choice kept out of `@jijin/core`. */

/** After a dividend-type change succeeds: its toast shows and the screen goes back after, ms. */
export const DIVI_TYPE_CHANGE_RETURN_MS = 1_500;
