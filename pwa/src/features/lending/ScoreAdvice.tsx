/**
 * The client's latest business scorecard on the staff loan page, as advice for the decision
 * (docs/scorecards.md, `GET /scorecard/latest`). Says nothing when it cannot be read.
 */
import { useEffect, useState } from 'react';
import { ScoreBand } from '../../components/ScoreBand';
import { apiRequest } from '../../lib/api';
import { useI18n } from '../../lib/i18n';
import { labelOf, scoreText } from '../../lib/scores';

interface Latest {
  businessId: string;
  year: number;
  quarter: number;
  averageScore: number | null;
  band: string | null;
}

export function ScoreAdvice({ userId }: { userId: string }) {
  const { t } = useI18n();
  // undefined while loading or when it cannot be read: the card stays out.
  const [card, setCard] = useState<Latest | null | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    setCard(undefined);
    apiRequest<{ data: Latest | null }>(`/scorecard/latest?userId=${encodeURIComponent(userId)}`, { signal: controller.signal }).then(
      (answer) => setCard(answer.data ?? null),
      () => undefined,
    );
    return () => controller.abort();
  }, [userId]);
  if (card === undefined) return null;
  return (
    <section className="card" aria-labelledby="loan-score">
      <h2 id="loan-score">{t('lending.score.title')}</h2>
      {card ? (
        <p>
          {t('lending.score.latest', { quarter: card.quarter, year: card.year, score: scoreText(card.averageScore) ?? '–' })} <ScoreBand band={card.band} label={card.band ? labelOf(t, 'lending.score.band.', card.band) : ''} />
        </p>
      ) : (
        <p className="muted">{t('lending.score.none')}</p>
      )}
      <p className="muted">{t('lending.score.advice')}</p>
    </section>
  );
}
