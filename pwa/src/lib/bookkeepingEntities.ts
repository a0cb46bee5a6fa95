/**
 * DigiKua's eight record kinds, registered with the offline engine: records of the user's business,
 * the last save in the server's order wins, checked by core's bookkeeping rules before they are saved
 * (the server checks them again with the same rules). Imported by every screen that saves one:
 * DigiKua's own, and the validation's one-tap add of a statement's transaction.
 */
import type { Entity } from './core-bookkeeping';
import { registerEntity } from './sync';

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
      const core = await import('./core-bookkeeping');
      await core.loadBookkeepingCore();
      return core.checkRecord(name, record, nowMs).error;
    },
  });
}
