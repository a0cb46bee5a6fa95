import { EmptyState } from '../../components/EmptyState';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { fetchScores, keys } from './api';
import { useLms } from './context';
import { sayMessage } from './messages';
import { ReadState } from './ReadState';
import { itemStatus, scorePercentage } from './rules';
import { LmsPage } from './Shell';
import { useKept } from '../../lib/useKept';

/** The 14 score items of section 3.5, in the spec's order. */
export const SCORE_ITEMS = [
  'pitch1',
  'pitch2',
  'pitchGrowth',
  'confidence1',
  'confidence2',
  'confidenceGrowth',
  'computerLiteracyGrowth',
  'businessAcumenGrowth',
  'businessPlan',
  'trainer',
  'mentor',
  'baselineSurvey',
  'postTrainingSurvey',
  'averageGrowth',
] as const;

/** /dashboard/lms/learning/scores (spec 002 sections 2.6, 4.5, 9): the items, Submitted or Pending, the total and percentage from core. */
export function ScoresPage() {
  const { t } = useI18n();
  return <LmsPage title={t('lms.scores.title')} outline>{() => <Scores />}</LmsPage>;
}

function Scores() {
  const { t, lang, msg } = useI18n();
  const { trainee } = useLms();
  const read = useKept(keys.scores(trainee.id), (signal) => fetchScores(trainee.cohortId, trainee.id, signal));
  return (
    <ReadState read={read} what="scores">
      {(items) => {
        if (!items) return <EmptyState title={sayMessage('Scores not found.', lang, msg)} />;
        const figures = scorePercentage(items);
        return (
          <div className="card">
            <table className="lms-scores">
              <thead>
                <tr>
                  <th scope="col">{t('lms.scores.item')}</th>
                  <th scope="col">{t('lms.scores.score')}</th>
                  <th scope="col">{t('lms.scores.status')}</th>
                </tr>
              </thead>
              <tbody>
                {SCORE_ITEMS.map((name) => {
                  const score = items[name];
                  return (
                    <tr key={name}>
                      <th scope="row">{t(`lms.scores.${name}` as MessageKey)}</th>
                      <td>{score === null || score === undefined ? '–' : `${score} / 5`}</td>
                      <td>
                        <span className="lms-tag">{sayMessage(itemStatus(score), lang, msg)}</span>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('lms.scores.total')}</th>
                  <td colSpan={2} data-testid="lms-score-total">
                    {t('lms.scores.totalValue', { total: figures.total, percentage: figures.percentage })}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
        );
      }}
    </ReadState>
  );
}
