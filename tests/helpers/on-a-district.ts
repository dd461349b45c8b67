/**
 * Runs a check of the mock's store on a small district (three generated schools beside the
 * demo's), its tables and indexes made ahead as the standalone server makes them, then puts the
 * demo seed back.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { db, demoSeed } from '../../mock-server/db';
import { districtSeedOf } from '../../mock-server/seed/district';
import { makeAhead } from '../../mock-server/seed/make-ahead';

export function onADistrict(name: string, check: () => Promise<void>): void {
  describe('on a district', () => {
    beforeAll(() => db.useSeed(districtSeedOf(3)));
    afterAll(() => db.useSeed(demoSeed));

    it(name, async () => {
      await makeAhead();
      await check();
    });
  });
}
