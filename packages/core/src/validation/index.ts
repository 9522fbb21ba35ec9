/**
 * `@jijin/core/validation` — the input rules of spec 000 §5 and 001 §5 alone (mobile, passwords,
 * ID card, email, username, captcha, money and percent inputs), without the API client.
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
