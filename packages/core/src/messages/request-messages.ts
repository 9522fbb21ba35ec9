/**
 * Messages of the request rules (spec 000 §8, 001 §8), in Chinese. Part of the one message
 * catalogue (`messages/catalogue.ts`).
 */
export const REQUEST_MESSAGES = {
  /** Status -1: timeout or network failure. */
  network: '网络连接失败，请检查网络',
  /** HTTP 429. */
  tooFrequent: '请求过于频繁，请稍后重试',
  /** HTTP 401 (then the host logs in again after 2,500 ms). */
  unauthorized: '登录认证失败，请重新登录',
  /** Any other failure. */
  failed: '数据请求失败，请稍后重试',
  /** Missing quote data (spec 001 §8). */
  notFound: '请求的数据不存在',
} as const;
