/** The bank card fields trade checks read (spec 001 §3 Bank card as used in trading). */
export interface TradeBankCard {
  id?: number | string;
  status?: number | null;
  note?: string | null;
  bank?: {
    /** Single-payment limit in yuan; 0 means unlimited. */
    single_limit?: string | number | null;
    /** Daily limit in yuan; 0 means unlimited. */
    single_day_limit?: string | number | null;
    note?: string | null;
  } | null;
  /** Sellable shares on this card. */
  shares_enable?: string | number | null;
  /** Minimum shares of one sell on this card. */
  shares_min_sell?: string | number | null;
  /** Sellable value in yuan on this card. */
  worth_value_enable?: string | number | null;
}
