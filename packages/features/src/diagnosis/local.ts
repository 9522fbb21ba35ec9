import {
  diagnosisHistory,
  diagnosisList,
  guestDiagnosisCounter,
  type DiagnosisEntry,
  type DiagnosisHistoryEntry,
} from '@jijin/core';
import { useMemo } from 'react';
import { useServices } from '../app/services-context';

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

/** The device's diagnosis list, history and guest counter (core's local lists over storage). */
export function useDiagnosisLocal() {
  const { storage } = useServices();
  return useMemo(
    () => ({
      recent: diagnosisList<RecentDiagnosis>(storage),
      history: diagnosisHistory<HistoryDiagnosis>(storage),
      guest: guestDiagnosisCounter(storage),
    }),
    [storage],
  );
}
