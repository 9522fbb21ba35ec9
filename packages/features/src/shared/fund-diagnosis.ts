import {
  diagnosisHistory,
  diagnosisList,
  type DiagnosisEntry,
  type DiagnosisHistoryEntry,
} from '@jijin/core';
import { GUEST_FREE_DIAGNOSES } from '@jijin/core/constants';
import { guestDiagnosisCounter } from '@jijin/core/lists';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Schemas } from '../app/api-types';
import { selectIsLoggedIn } from '../app/auth-slice';
import { useServices } from '../app/services-context';
import { useAppSelector } from '../app/store';
import { useAnalyseFundMutation } from './api';

/** An entry of the device's recent-diagnosis list (spec 001 §3 Other). */
export interface RecentDiagnosis extends DiagnosisEntry {
  name: string;
  score: number | null;
  date: string;
}

/** An entry of the device's diagnosis history (de-duplicated by source fund). */
export interface HistoryDiagnosis extends DiagnosisHistoryEntry {
  name: string;
  score: number | null;
  date: string;
}

/** How many funds the device's diagnosis history keeps (the spec sets no size; diagnosis README). */
export const DIAGNOSIS_HISTORY_MAX = 50;

/** The device's diagnosis list, history and guest counter (core's local lists over storage). */
export function useDiagnosisLocal() {
  const { storage } = useServices();
  return useMemo(
    () => ({
      recent: diagnosisList<RecentDiagnosis>(storage),
      history: diagnosisHistory<HistoryDiagnosis>(storage, DIAGNOSIS_HISTORY_MAX),
      guest: guestDiagnosisCounter(storage),
    }),
    [storage],
  );
}

/** Puts a diagnosis into the device's recent list and history (newest first). */
export function rememberDiagnosis(
  local: ReturnType<typeof useDiagnosisLocal>,
  d: Schemas['Diagnosis'],
): void {
  const entry = { name: d.fund.abbr_name, score: d.score ?? null, date: d.analyse_date };
  local.recent.add({ code: d.fund.symbol, ...entry });
  local.history.add({ source_fund_symbol: d.fund.symbol, ...entry });
}

/** What {@link useGuardedDiagnosis} gives a screen. */
export interface GuardedDiagnosis {
  /** The diagnosis once it has come. */
  diagnosis: Schemas['Diagnosis'] | null;
  /** Replace it (after tracking changes it). */
  setDiagnosis: (d: Schemas['Diagnosis']) => void;
  /** A guest whose free diagnoses are used up: show the login prompt. */
  blocked: boolean;
  /** The failure of the last attempt, while there is no diagnosis. */
  error: unknown;
  /** Diagnose again after a failure. */
  retry: () => void;
  loggedIn: boolean;
  /** Free diagnoses a guest has used on this device (0..3). */
  guestUsed: number;
  /** Free diagnoses a guest has left. */
  guestLeft: number;
}

/**
 * Diagnoses `symbol` once (POST analyse) under the guest rule of spec 001 §4 / §6 / §9: a guest
 * has 3 free diagnoses counted on the device — a fund already in the device's recent list is not
 * counted again, a diagnosis that fails is not counted — and after them gets `blocked` (the login
 * prompt). Each diagnosis joins the device's recent list and history. The diagnosis area's detail
 * and the promotion area's diagnosis activity share it, so both count the same way.
 */
export function useGuardedDiagnosis(symbol: string): GuardedDiagnosis {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const local = useDiagnosisLocal();
  const [analyse, state] = useAnalyseFundMutation();
  const [blocked, setBlocked] = useState(false);
  const [diagnosis, setDiagnosis] = useState<Schemas['Diagnosis'] | null>(null);
  const [attempt, setAttempt] = useState(0);
  const started = useRef('');
  const shown = useRef('');

  useEffect(() => {
    const key = `${symbol}:${loggedIn}:${attempt}`;
    if (!symbol || started.current === key) return;
    started.current = key;
    if (shown.current !== symbol) {
      shown.current = symbol;
      setDiagnosis(null);
    }
    const counted = !loggedIn && !local.recent.has(symbol);
    if (counted && !local.guest.canDiagnose()) {
      setBlocked(true);
      return;
    }
    setBlocked(false);
    analyse({ symbol })
      .unwrap()
      .then((d) => {
        if (counted) local.guest.record();
        rememberDiagnosis(local, d);
        setDiagnosis(d);
      })
      .catch(() => undefined);
  }, [analyse, attempt, local, loggedIn, symbol]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const guestUsed = local.guest.used();
  return {
    diagnosis,
    setDiagnosis,
    blocked,
    error: !diagnosis && state.isError ? state.error : undefined,
    retry,
    loggedIn,
    guestUsed,
    guestLeft: GUEST_FREE_DIAGNOSES - guestUsed,
  };
}
