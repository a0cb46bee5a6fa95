/**
 * The list as a table (wider screens, print): every column shown on screen, the title cell being the
 * record's link, named by its label, title, amount and date so each is unique. Columns marked
 * `screen: false` are printed only.
 */
import { Link } from 'react-router';
import { cardFields, rowName } from './cardFields';
import type { Column } from './columns';
import type { RowParts } from './types';

interface RecordTableProps<Row> extends RowParts<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
}

const cellClass = (c: Column<unknown>) =>
  [c.numeric ? 'rl-table__number' : '', c.screen === false ? 'rl-print-only' : ''].filter(Boolean).join(' ') || undefined;

export function RecordTable<Row>({ caption, columns, rows, rowKey, rowClass, open, badge, actions, actionsHeader }: RecordTableProps<Row>) {
  const fields = cardFields(columns);
  return (
    <div className="rl-table-box">
      <table className="rl-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={cellClass(c as Column<unknown>)}>
                {c.header}
              </th>
            ))}
            {actions ? (
              <th scope="col" className="rl-no-print">
                <span className="sr-only">{actionsHeader}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClass?.(row)}>
              {columns.map((c) => {
                const shown = c.cell ? c.cell(row) : c.text(row);
                if (c !== fields.title) {
                  return (
                    <td key={c.key} className={cellClass(c as Column<unknown>)}>
                      {shown}
                    </td>
                  );
                }
                const link = open?.(row);
                return (
                  <td key={c.key} className="rl-table__title">
                    {link ? (
                      <Link to={link.to} state={link.state} aria-label={`${link.label}: ${rowName(fields, row)}`}>
                        {shown || link.label}
                      </Link>
                    ) : (
                      shown
                    )}
                    {badge?.(row)}
                  </td>
                );
              })}
              {actions ? <td className="rl-table__actions rl-no-print">{actions(row)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
