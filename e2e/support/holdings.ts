/**
 * Users who already hold a fund, set up through the sandbox API for specs whose subject is what
 * comes after the buy (the holding, returns, sell, switch screens).
 */
import { TRADE_PASSWORD } from './accounts';
import { SandboxClient, openAccountViaApi, setSandboxClock, type SandboxUser } from './sandbox';

/**
 * A new user (account opened through the API) whose fund buy is confirmed: the clock is set to
 * `opts.buyAt` (default Monday 2026-04-20 10:00, before 15:00 of a trading day, so that day is the
 * trade date), `opts.amount` yuan (default 1000.00) of `opts.symbol` (default 000001) are bought
 * with the trade password, and the clock moves to `confirmedBy`, at or after the confirmation date
 * (T+1, QDII T+2), so the buy is confirmed at the trade date's real NAV.
 * @returns the user (with its card id) and an API client logged in as them
 */
export async function userWithConfirmedBuy(
  confirmedBy: string,
  opts: { buyAt?: string; symbol?: string; amount?: string } = {},
): Promise<{ user: SandboxUser & { cardId: number }; api: SandboxClient }> {
  await setSandboxClock(opts.buyAt ?? '2026-04-20T10:00:00+08:00');
  const user = await openAccountViaApi();
  const api = new SandboxClient();
  api.token = user.token;
  await api.call(
    'POST',
    '/funds/buy/',
    {
      symbol: opts.symbol ?? '000001',
      amount: opts.amount ?? '1000.00',
      bank_card_id: user.cardId,
      password: TRADE_PASSWORD,
    },
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  await setSandboxClock(confirmedBy);
  return { user, api };
}
