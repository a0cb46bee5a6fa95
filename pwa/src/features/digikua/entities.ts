/**
 * DigiKua's eight record kinds, registered with the offline engine: records of the user's business,
 * the last save in the server's order wins, checked by core's bookkeeping rules before they are saved
 * (the server checks them again with the same rules).
 */
import type { Entity } from '../../lib/core-bookkeeping';
import { registerEntity } from '../../lib/sync';

const ENTITIES: readonly Entity[] = [
  'product',
  'service',
  'productVariant',
  'serviceVariant',
  'sale',
  'expense',
  'investment',
  'inventory',
];

for (const name of ENTITIES) {
  registerEntity({
    name,
    scope: 'business',
    conflict: 'serverOrder',
    async validate(record, nowMs) {
      const core = await import('../../lib/core-bookkeeping');
      await core.loadBookkeepingCore();
      return core.checkRecord(name, record, nowMs).error;
    },
  });
}
