import { type CheckResult, OK, fail } from './result';

/**
 * Messages of binding a futures account (spec 001 §7 Futures `POST /futures/accounts/`, designed:
 * the spec shows no rule; features/src/futures/README.md). Shared by the screen and the sandbox.
 */
export const FUTURES_ACCOUNT_MESSAGES = {
  company: '请输入期货公司全称，如：中信期货有限公司',
  accountNo: '资金账号为6至20位数字',
  duplicate: '该期货账户已绑定',
  tooMany: '最多绑定5个期货账户',
  identity: '请先完成实名认证',
  noAccount: '您还没有绑定期货账户',
  accountMissing: '期货账户不存在',
} as const;

/**
 * How many futures accounts one user may bind.
 * @see spec 001 §7 Futures (designed rule)
 */
export const MAX_FUTURES_ACCOUNTS = 5;

/** 资金账号: 6 to 20 digits. */
export const FUTURES_ACCOUNT_NO_PATTERN = /^\d{6,20}$/;

/**
 * Check a futures company name (trimmed): 4 to 30 characters containing 期货.
 * @returns OK or `futures-company` with {@link FUTURES_ACCOUNT_MESSAGES}.company
 * @see spec 001 §7 Futures (designed rule)
 */
export function checkFuturesCompany(company: string): CheckResult {
  const name = company.trim();
  return name.length >= 4 && name.length <= 30 && name.includes('期货')
    ? OK
    : fail('futures-company', FUTURES_ACCOUNT_MESSAGES.company);
}

/**
 * Check a futures fund account number (资金账号, trimmed): 6 to 20 digits.
 * @returns OK or `futures-account-no` with {@link FUTURES_ACCOUNT_MESSAGES}.accountNo
 * @see spec 001 §7 Futures (designed rule)
 */
export function checkFuturesAccountNo(accountNo: string): CheckResult {
  return FUTURES_ACCOUNT_NO_PATTERN.test(accountNo.trim())
    ? OK
    : fail('futures-account-no', FUTURES_ACCOUNT_MESSAGES.accountNo);
}
