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
   * Password login refused after too many wrong passwords (`LOGIN_LOCK`); `{time}` is
   * the HH:mm (Shanghai) from which it may be retried.
   */
  loginLocked: '密码错误次数过多，请于{time}后重试或使用验证码登录',
  /** Too many failed logins from one address (`LOGIN_IP_THROTTLE`); `{n}` minutes. */
  loginThrottled: '登录失败次数过多，请{n}分钟后再试',
  /**
   * `change_password` refused after too many wrong old passwords: the same count and lock as
   * password login (`LOGIN_LOCK`); `{time}` is the HH:mm (Shanghai) from which it may be retried.
   */
  oldPasswordLocked: '原密码错误次数过多，请于{time}后重试',
  /** Wrong old password at `change_password` (counted with the login failures, `LOGIN_LOCK`). */
  oldPasswordWrong: '原密码错误',
  /**
   * An SMS captcha answered wrong `SMS_CAPTCHA_MAX_FAILS` times is spent: a new one must be sent.
   */
  captchaTooManyFails: '验证码错误次数过多，请重新获取',
  /** Wrong mobile or password at login. */
  loginPasswordWrong: '手机号或密码错误',
  /** The button that switches a locked password login to captcha login. */
  loginWithCaptcha: '使用验证码登录',
  /** Refresh token unknown, expired, revoked or reused: log in again. */
  refreshInvalid: '登录已失效，请重新登录',
  /** Server logout done. */
  loggedOut: '已退出登录',
} as const;

/**
 * Every message key in {@link ACCOUNT_MESSAGES}.
 * @see spec 000 §5 Validation rules, §8 Error catalogue
 */
export type AccountMessageKey = keyof typeof ACCOUNT_MESSAGES;
