/**
 * The one message catalogue: every user-visible message of the rules (spec 000 §4-5, §8;
 * spec 001 §4-5, §8), in Chinese. Wording is the spec's verbatim where it gives Chinese; the
 * spec's English messages are translated into natural Chinese. Templates hold `{n}`-style
 * placeholders, filled by {@link formatMessage}.
 *
 * @see spec 000 §8 Error catalogue
 * @see spec 001 §5 Validation rules
 */
export { REQUEST_MESSAGES } from './request-messages';

/**
 * Account, login, registration and input messages.
 * @see spec 000 §4-5, §8
 */
export const ACCOUNT_MESSAGES = {
  /** Invalid mainland or foreign mobile (000 §5). */
  mobileInvalid: '请输入正确的手机号码',
  /** Mobile not registered: ask to register directly (000 §5). */
  mobileNotRegistered: '该手机号尚未注册，是否直接注册？',
  /** Mobile already registered: ask to log in directly (000 §5). */
  mobileRegisteredAskLogin: '该手机号已注册，是否直接登录？',
  /** Mobile already registered, toast variant (000 §5). */
  mobileRegistered: '该手机号已注册',
  /** Login password outside 6-16 characters (000 §5). */
  loginPasswordLength: '请输入6-16位登录密码',
  /** Login password recommendation (000 §5: a mix of digits and characters is recommended). */
  loginPasswordHint: '建议使用数字与字母组合',
  /** Repeat password differs (000 §5). */
  passwordMismatch: '两次输入的密码不一致',
  /** Trade password not exactly 6 digits (000 §8). */
  tradePasswordInvalid: '请填写6位交易密码',
  /** ID card malformed (000 §5). */
  idCardInvalid: '请输入正确的身份证号码',
  /** 18-digit ID card whose GB 11643 check digit is wrong (000 §5, distinct message). */
  idCardChecksum: '身份证号码校验位有误，请核对',
  /** 18-digit ID card whose birth date is not a real date (000 §5, distinct message). */
  idCardBirthDate: '身份证号码中的出生日期有误，请核对',
  /** Email malformed (000 §5). */
  emailInvalid: '请输入正确的邮箱地址',
  /** Username outside 4-20 double-width units (000 §5). */
  usernameLength: '用户名长度为4-20个字符（一个汉字占2个字符）',
  /** Username with characters outside Chinese, letters, digits, _ and - (000 §5). */
  usernameChars: '用户名只能包含中文、英文字母、数字、下划线和减号',
  /** Captcha sent (000 §8). */
  captchaSent: '验证码已发送，请查收',
  /** Captcha resend button label during the countdown; `{n}` seconds left (000 §4). */
  captchaResend: '重新发送({n})',
  /** Captcha button label before sending (000 §4). */
  captchaSend: '获取验证码',
  /** Slider check required before sending the captcha (000 §8). */
  sliderRequired: '请先完成滑块验证',
  /** The slider pass was refused by the server (too fast to be a person; 000 §5). */
  sliderFailed: '验证未通过，请重试',
  /** The slider proof is unknown, used, expired or for another mobile (000 §5). */
  sliderExpired: '滑块验证已失效，请重新验证',
  /** Agreement must be ticked (000 §8). */
  agreementRequired: '请勾选协议',
  /** Cookies must be enabled (000 §5). */
  cookiesDisabled: '请开启浏览器的Cookie功能后重试',
  /** Logout confirm (000 §8, 001 §8 verbatim). */
  logoutConfirm: '确定要退出帐号吗？',
  /** Trade password dialog busy label (000 §4). */
  submitting: '提交中...',
  /** Registration reward line (000 §5). */
  rewardSignup: '注册即送{n}元',
  /** Identity info reward line (000 §5). */
  rewardIdentity: '完善身份信息送{n}元',
  /** Feature only available in the native app (000 §2). */
  appOnlyFeature: '该功能仅在App中提供，请下载App使用',
  /** Confirm button of the app-only dialog (000 §2). */
  appOnlyDownload: '去下载',
  /** Cancel button (000 §2). */
  cancel: '取消',
  /**
   * Password login refused after too many wrong passwords (issue 21, `LOGIN_LOCK`); `{time}` is
   * the HH:mm (Shanghai) from which it may be retried.
   */
  loginLocked: '密码错误次数过多，请于{time}后重试或使用验证码登录',
  /** Too many failed logins from one address (issue 21, `LOGIN_IP_THROTTLE`); `{n}` minutes. */
  loginThrottled: '登录失败次数过多，请{n}分钟后再试',
  /** Wrong mobile or password at login. */
  loginPasswordWrong: '手机号或密码错误',
  /** The button that switches a locked password login to captcha login (issue 21). */
  loginWithCaptcha: '使用验证码登录',
  /** Refresh token unknown, expired, revoked or reused (issue 21): log in again. */
  refreshInvalid: '登录已失效，请重新登录',
  /** Server logout done (issue 21). */
  loggedOut: '已退出登录',
} as const;

/**
 * Trade-check messages (fund, bao, subscription, fixed investment, portfolio, proposal,
 * coupon, suitability). `{n}` is an amount in yuan or a number of shares.
 * @see spec 001 §4-5
 */
export const TRADE_MESSAGES = {
  amountInvalid: '请输入正确的金额',
  buyMin: '最低买入{n}元',
  subscribeMin: '最低认购{n}元',
  transferInMin: '最低转入{n}元',
  buyMax: '最多买入{n}元',
  subscribeMax: '最多认购{n}元',
  transferInMax: '最多转入{n}元',
  buyOverBankLimit: '买入金额超过银行单笔限额，建议选择网银转账方式',
  subscribeOverBankLimit: '认购金额超过银行单笔限额，建议选择网银转账方式',
  transferInOverBankLimit: '转入金额超过银行单笔限额，建议选择网银转账方式',
  balanceInsufficient: '余额不足',
  fundNotBuyable: '当前基金不可买入',
  fundNotSubscribable: '当前基金不可认购',
  fundNotTransferIn: '当前基金不可转入',
  bankCardRequired: '银行卡不能为空',
  sharesInvalid: '请输入正确的赎回份额',
  sellMaxShares: '最多可卖出{n}份',
  sellMinShares: '最少卖出{n}份',
  fundNotSellable: '当前基金不可卖出',
  transferOutInvalid: '请输入正确的转出金额',
  transferOutMax: '最多可转出{n}元',
  transferOutMin: '最少转出{n}元',
  fundNotTransferOut: '当前基金不可转出',
  fixedNotAllowed: '当前基金不允许定投',
  fixedMin: '最低定投{n}元',
  fixedMax: '最多定投{n}元',
  fixedOverBankLimit: '定投金额超过银行单笔限额',
  fixedWeeklyDay: '请选择周一至周五的扣款日',
  fixedMonthlyDay: '请选择每月1-28日的扣款日',
  fixedEndConfirm: '终止定投后将永久停止扣款，且该定投计划无法恢复，确定终止吗？',
  fixedPendingNotice: '已发起的扣款请到交易记录页面撤单',
  portfolioNotBuyable: '当前组合不可购买',
  portfolioAmountInvalid: '金额输入不正确',
  portfolioNotSellable: '当前组合不可卖出',
  portfolioSellMax: '最多可卖出{n}元',
  portfolioSellMin: '最少卖出{n}元',
  proposalTotal: '请上调部分基金仓位，确保总占比达到100%',
  couponNotMet: '购买金额未满{n}元，暂不可用',
  /** A coupon that is used, expired, not the user's or not for this business (sandbox 400). */
  couponUnusable: '红包不可用',
  portfolioRiskMismatch: '您的风险承受能力低于该组合的风险等级，请重新评估后再购买',
  riskUntested: '您尚未进行风险测评，请先完成风险测评',
  riskExpired: '您的风险测评已过期，请重新测评',
  riskTopicChanged: '风险测评题目已更新，请重新测评',
  riskAboveLevel: '该产品风险等级（{product}）高于您的风险承受能力（{user}），确认继续购买吗？',
  riskConservativeOnly: '您的风险承受能力为保守型，仅可购买低风险（R1）产品',
  sellNote: '委托卖出金额，不等于实际到账金额。实际到账以基金公司结算为准',
  walletStopTransferOut: '暂停转出',
  managerNoFund: '请选择要购买的基金',
  betExpired: '竞猜已结束',
  guestDiagnosisLimit: '免费诊断次数已用完，登录后可继续诊断',
  stopTrackingConfirm: '停止跟踪后，将不再收到该基金及相关基金的诊断信息，确定停止吗？',
  submitSuccess: '提交成功',
  subscribeSuccess: '订阅成功',
  remittanceInfo: '请尽快完成汇款',
  cashback: '返现{n}元',
} as const;

/**
 * Button labels and state notes computed by the rules (status tables keep their own labels as
 * data). Chinese wording is the spec's verbatim where it gives it.
 * @see spec 000 §4, spec 001 §4
 */
export const UI_LABELS = {
  notSold: '未代销',
  comingSoon: '即将开售',
  subscribe: '认购',
  buy: '买入',
  transferIn: '转入',
  suspendBuy: '暂停买入',
  suspendTransferIn: '暂停转入',
  sell: '卖出',
  transferOut: '转出',
  suspendSell: '暂停卖出',
  suspendTransferOut: '暂停转出',
  suspendTrade: '暂停交易',
  unfollow: '删自选',
  follow: '加自选',
  /** Bank card disabled, default note (000 §4, 001 §4). */
  bankCardUpgrading: '该银行卡系统升级',
  /** allow_transfer with status 3 (000 §4, 001 §4). */
  bankCardChanging: '份额换卡中',
  /** Trade status 0 of a bao buy (001 §4). */
  pendingPayment: '待支付',
  /** Trade status 0 of other buys, fixed investments and subscriptions (001 §4). */
  entrustSucceeded: '委托成功',
  /** Trade status 0 otherwise (001 §4). */
  confirming: '确认中',
} as const;

/** Every message key in {@link ACCOUNT_MESSAGES}. */
export type AccountMessageKey = keyof typeof ACCOUNT_MESSAGES;
/** Every message key in {@link TRADE_MESSAGES}. */
export type TradeMessageKey = keyof typeof TRADE_MESSAGES;

/**
 * Fill a message template's `{name}` placeholders.
 * Unknown placeholders are left as written, so a missing value is visible in review.
 *
 * @param template a catalogue template, e.g. `最低买入{n}元`
 * @param values placeholder values, e.g. `{ n: '10' }`; numbers are written with `String()`
 * @returns the filled message, e.g. `最低买入10元`
 * @see spec 001 §5 Validation rules ({n} filled)
 */
export function formatMessage(
  template: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}
