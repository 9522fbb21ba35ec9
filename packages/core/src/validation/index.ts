/**
 * `@jijin/core/validation` — the input rules of spec 000 §5 and 001 §5 alone (mobile, passwords,
 * ID card, email, username, captcha, money and percent inputs, futures accounts), without the API
 * client.
 * @packageDocumentation
 */
export * from './result';
export * from './mobile';
export * from './password';
export * from './id-card';
export * from './email';
export * from './username';
export * from './input-limits';
export * from './money-input';
export * from './percent-input';
export * from './captcha';
export * from './identity';
export {
  FUTURES_ACCOUNT_MESSAGES,
  MAX_FUTURES_ACCOUNTS,
  checkFuturesCompany,
  checkFuturesAccountNo,
} from './futures-account';
