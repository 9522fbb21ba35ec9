/**
 * Daily check-in (designed, spec 001 §7 Promotion check-in): 10 coins once a day, the run of
 * consecutive days, and the coins each check-in earns (the screen's copy reads it).
 */
import type { components } from '@jijin/core';
import type { Ctx } from '../../ctx';
import { addDays } from '../../market/calendar';
import { HttpError } from '../../http/errors';
import { uid, type ReqBase } from '../../http/registry';
import { appendMovement, balanceOf, movementByKey } from '../../domain/ledger';

type Schemas = components['schemas'];

/** Coins per check-in. */
export const CHECK_IN_COINS = 10;

function checkInState(ctx: Ctx, userId: number): Schemas['CheckInState'] {
  const today = ctx.today();
  const checked = !!movementByKey(ctx, userId, `check_in:${today}`);
  let days = 0;
  let d = checked ? today : addDays(today, -1);
  while (movementByKey(ctx, userId, `check_in:${d}`)) {
    days++;
    d = addDays(d, -1);
  }
  return {
    checked_today: checked,
    continuous_days: days,
    coins: balanceOf(ctx, userId, 'coins'),
    coins_per_check_in: CHECK_IN_COINS,
  };
}

/** GET /promotion/check_in/ */
export function getCheckIn(req: ReqBase): Schemas['CheckInState'] {
  return checkInState(req.ctx, uid(req));
}

/** POST /promotion/check_in/: 10 coins, once a day. */
export function checkIn(req: ReqBase): Schemas['CheckInState'] {
  const { ctx } = req;
  const userId = uid(req);
  const today = ctx.today();
  const { created } = appendMovement(ctx, {
    userId,
    asset: 'coins',
    units: CHECK_IN_COINS,
    kind: 'check_in',
    title: '每日签到',
    ref: `check_in:${today}`,
    key: `check_in:${today}`,
  });
  if (!created) throw new HttpError(409, { detail: ['今天已签到，明天再来吧'] });
  return checkInState(ctx, userId);
}
