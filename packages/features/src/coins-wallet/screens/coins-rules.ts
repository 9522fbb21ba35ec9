/**
 * The coins to exchange, checked as typed: blank is silent; not a whole number 请输入整数金币;
 * below the minimum 最少兑换{n}金币; above the balance 金币余额不足; above what is left today
 * 今日还可兑换{n}金币 (spec 001 §7 Coins, limitation of target 2).
 */
export function exchangeMessage(
  coins: string,
  limits: { balance: number; coinsMin: number; leftToday: number },
): string {
  if (coins.trim() === '') return '';
  if (!/^\d+$/.test(coins.trim())) return '请输入整数金币';
  const n = Number(coins);
  if (n < limits.coinsMin) return `最少兑换${limits.coinsMin}金币`;
  if (n > limits.balance) return '金币余额不足';
  if (n > limits.leftToday) return `今日还可兑换${limits.leftToday}金币`;
  return '';
}

/** Yuan for `coins` at `rate` coins per yuan, as a 2-decimal string (integer arithmetic in fen). */
export function coinsToYuan(coins: number, rate: number): string {
  const fen = Math.floor((coins * 100) / rate);
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}
