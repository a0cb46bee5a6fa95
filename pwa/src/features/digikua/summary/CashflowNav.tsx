/**
 * The cashflow elements (spec 002 section 2.1): the 'Select Cashflow Element' dropdown and the seven
 * buttons, the current one highlighted. One picker shows at a time (summary.css): the dropdown on a
 * phone, one line above the figures; the row of buttons on a wider screen, where it fits one line.
 * The hidden one is display:none, so a screen reader meets one picker too.
 */
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { useI18n, type MessageKey } from '../../../lib/i18n';
import type { Base } from '../paths';
import { CASHFLOW_ELEMENTS, elementPath, type CashflowElement } from './elements';

const LABELS: Record<CashflowElement, MessageKey> = {
  overview: 'digikua.nav.overview',
  sales: 'digikua.nav.sales',
  expenses: 'digikua.nav.expenses',
  products: 'digikua.nav.products',
  services: 'digikua.nav.services',
  investments: 'digikua.nav.investments',
  inventory: 'digikua.nav.inventory',
};

export function CashflowNav({ base, current }: { base: Base; current: CashflowElement }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const selectId = useId();
  return (
    <>
      <div className="field dk-nav__select">
        <label className="field__label" htmlFor={selectId}>
          {t('digikua.nav.select')}
        </label>
        <select
          id={selectId}
          className="input select"
          value={current}
          onChange={(event) => navigate(elementPath(base, event.target.value as CashflowElement))}
        >
          {CASHFLOW_ELEMENTS.map((element) => (
            <option key={element} value={element}>
              {t(LABELS[element])}
            </option>
          ))}
        </select>
      </div>
      <nav className="dk-nav__row" aria-label={t('digikua.nav.label')}>
        <ul className="dk-nav__buttons">
          {CASHFLOW_ELEMENTS.map((element) => (
            <li key={element}>
              <Link
                to={elementPath(base, element)}
                className={element === current ? 'button button--small' : 'button button--small button--secondary'}
                aria-current={element === current ? 'page' : undefined}
              >
                {t(LABELS[element])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
