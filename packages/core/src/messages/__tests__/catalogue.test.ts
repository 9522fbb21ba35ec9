import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, REQUEST_MESSAGES, TRADE_MESSAGES, formatMessage } from '../catalogue';

describe('message catalogue (000 §8, 001 §5, §8)', () => {
  it('fills {n} placeholders (001 §5)', () => {
    expect(formatMessage(TRADE_MESSAGES.buyMin, { n: 10 })).toBe('最低买入10元');
    expect(formatMessage('{a}-{b}', { a: 'x', b: '' })).toBe('x-');
  });

  it('leaves unknown placeholders visible (001 §5)', () => {
    expect(formatMessage('最低买入{n}元')).toBe('最低买入{n}元');
  });

  it('holds the spec’s Chinese wording verbatim (001 §4-5, §8)', () => {
    expect(TRADE_MESSAGES.buyOverBankLimit).toBe('买入金额超过银行单笔限额，建议选择网银转账方式');
    expect(TRADE_MESSAGES.proposalTotal).toBe('请上调部分基金仓位，确保总占比达到100%');
    expect(TRADE_MESSAGES.sellNote).toBe(
      '委托卖出金额，不等于实际到账金额。实际到账以基金公司结算为准',
    );
    expect(ACCOUNT_MESSAGES.logoutConfirm).toBe('确定要退出帐号吗？');
    expect([TRADE_MESSAGES.submitSuccess, TRADE_MESSAGES.subscribeSuccess]).toEqual([
      '提交成功',
      '订阅成功',
    ]);
  });

  it('translates the spec’s English messages (000 §8)', () => {
    expect(ACCOUNT_MESSAGES.captchaSent).toBe('验证码已发送，请查收');
    expect(ACCOUNT_MESSAGES.mobileInvalid).toBe('请输入正确的手机号码');
    expect(ACCOUNT_MESSAGES.sliderRequired).toBe('请先完成滑块验证');
    expect(ACCOUNT_MESSAGES.agreementRequired).toBe('请勾选协议');
    expect(ACCOUNT_MESSAGES.tradePasswordInvalid).toBe('请填写6位交易密码');
  });

  it('re-exports the request messages (000 §8)', () => {
    expect(REQUEST_MESSAGES.network).toBe('网络连接失败，请检查网络');
  });

  it('has no empty message (000 §8, 001 §8)', () => {
    for (const m of [...Object.values(ACCOUNT_MESSAGES), ...Object.values(TRADE_MESSAGES)])
      expect(m.length).toBeGreaterThan(0);
  });
});
