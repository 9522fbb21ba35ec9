import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Types the trade password into the open 请输入交易密码 dialog and taps 确定.
 * @param password 6 digits (default 135790, the sandbox's and the fixtures' password)
 * @returns the dialog, for asserting its error
 */
export async function enterTradePassword(user: UserEvent, password = '135790') {
  const dialog = await screen.findByRole('dialog', { name: '请输入交易密码' });
  await user.type(within(dialog).getByLabelText('交易密码'), password);
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  return dialog;
}
