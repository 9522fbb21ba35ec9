/**
 * The contract's schemas (openapi.yaml, generated into core's schema.gen.ts): serializers return
 * these types, so a field the contract lacks or a wrong type fails `tsc`.
 */
import type { components } from '@jijin/core';

export type Schemas = components['schemas'];

/** Codes read back from SQLite or the seed are plain numbers; these name the contract's enums. */
export type FundStype = Schemas['Fund']['symbol_stype'];
export type RiskLevel = NonNullable<Schemas['Fund']['investment_risk']>;
export type TradeStatusCode = Schemas['FundTradeRecord']['status'];
export type TradeDirectionCode = Schemas['FundTradeRecord']['direction'];
export type DiviTypeCode = NonNullable<Schemas['FundTradeRecord']['divi_type']>;
