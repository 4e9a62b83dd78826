import { useTranslation } from 'react-i18next';
import type { CardNotes } from './grid-types';

// The card's line of what it holds and what covers it (decision 057): "Cabina 1, Láser" and a
// small "Plan" mark when a session package of the client covers the visit (its title says how
// many sessions are left).
export function CardNotesLine({ notes }: { notes: CardNotes }) {
  const { t } = useTranslation();
  if (!notes.resources && !notes.plan) {
    return null;
  }
  return (
    <span className="event-line" data-testid="event-notes">
      {notes.resources && <span data-testid="event-resources">{notes.resources}</span>}
      {notes.plan && (
        <span
          className="event-plan"
          data-testid="plan-mark"
          role="img"
          title={notes.plan}
          aria-label={notes.plan}
        >
          {t('calendar.planMark')}
        </span>
      )}
    </span>
  );
}
