/**
 * The list as cards (phones): each record shows what it is, how much and when, its state (waiting to
 * sync…) and a few details; the card is the link that opens it, named by what it shows.
 */
import { Link } from 'react-router';
import { cardFields } from './cardFields';
import type { Column } from './columns';
import type { RowParts } from './types';

interface RecordCardsProps<Row> extends RowParts<Row> {
  label: string;
  columns: Column<Row>[];
  rows: Row[];
}

export function RecordCards<Row>({ label, columns, rows, rowKey, rowClass, open, badge, actions }: RecordCardsProps<Row>) {
  const { title, amount, date, details } = cardFields(columns);
  const show = (c: Column<Row> | undefined, row: Row) => (c ? (c.cell ? c.cell(row) : c.text(row)) : null);
  return (
    <ul className="rl-cards" aria-label={label}>
      {rows.map((row) => {
        const link = open?.(row);
        const body = (
          <>
            {link ? <span className="sr-only">{`${link.label}: `}</span> : null}
            <span className="rl-card__title">{title ? (title.cardText ?? title.text)(row) : ''}</span>
            {amount ? <span className="rl-card__amount">{` ${amount.text(row)}`}</span> : null}
            {date ? <span className="rl-card__date">{` ${date.text(row)}`}</span> : null}
          </>
        );
        const extra = details.filter((c) => c.text(row) !== '');
        return (
          <li key={rowKey(row)} className={['rl-card', rowClass?.(row)].filter(Boolean).join(' ')}>
            {link ? (
              <Link className="rl-card__main rl-card__link" to={link.to} state={link.state}>
                {body}
              </Link>
            ) : (
              <div className="rl-card__main">{body}</div>
            )}
            {extra.length > 0 ? (
              <dl className="rl-card__details">
                {extra.map((c) => (
                  <div key={c.key}>
                    <dt>{c.header}</dt>
                    <dd>{show(c, row)}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {badge || actions ? (
              <div className="rl-card__foot">
                {badge?.(row)}
                {actions?.(row)}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
