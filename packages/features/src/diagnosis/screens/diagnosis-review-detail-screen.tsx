import { useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useGetDiagnosisQuery } from '../../diagnosis/api';
import { DiagnosisBody } from '../../diagnosis/components/diagnosis-body';
import { TrackButton } from '../../diagnosis/screens/diagnosis-detail-screen';
import s from './diagnosis-screens.module.css';

/** /symbols/funds/diagnosis/review/detail/{id}/: a stored diagnosis, with its alert and tracking. */
export function DiagnosisReviewDetailScreen() {
  const id = Number(useParams().id);
  const q = useGetDiagnosisQuery({ id });
  return (
    <Page title="诊断详情">
      <QueryState query={q}>
        {(d) => (
          <>
            <DiagnosisBody d={d} />
            <div className={s.actions}>
              <TrackButton d={d} />
            </div>
          </>
        )}
      </QueryState>
    </Page>
  );
}

export default DiagnosisReviewDetailScreen;
