import { useEffect } from 'react';
import { config } from '../lib/config';
import { useI18n } from '../lib/i18n';

/** Sets the document title to "<page> · {product} Loans". */
export function useTitle(page: string | null): void {
  const { t } = useI18n();
  const name = t('app.name', { product: config.product });
  useEffect(() => {
    document.title = page ? `${page} · ${name}` : name;
  }, [page, name]);
}
