/**
 * The category filter, built from the categories of the profiles seen (the category list itself
 * needs a sign-in). Hidden while there is nothing to choose between.
 */
import { useI18n } from '../../lib/i18n';
import type { CategoryChoice } from './display';

interface CategoryFilterProps {
  choices: readonly CategoryChoice[];
  chosen: number | null;
  onChoose: (category: number | null) => void;
}

export function CategoryFilter({ choices, chosen, onChoose }: CategoryFilterProps) {
  const { t } = useI18n();
  if (choices.length < 2 && chosen === null) return null;
  return (
    <div className="field investors__filter">
      <label className="field__label" htmlFor="investors-category">
        {t('investors.category')}
      </label>
      <select
        id="investors-category"
        className="input select"
        value={chosen ?? ''}
        onChange={(event) => onChoose(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{t('investors.allCategories')}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </select>
    </div>
  );
}
