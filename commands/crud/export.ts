import type { ResourceSchema } from '../../src/resources/types';
import { exportRecords } from '../../src/resources/view/actions';
import type { Command } from '../types';
import { ready } from './checks';
import { describe, onScreen } from './shared';

/** Downloads the rows of the current search as a file (resources with api.export). */
export function exportCommand(schema: ResourceSchema): Command {
  return {
    ...describe(schema, 'export'),
    when: (ctx) => onScreen(schema, ctx),
    run: () => exportRecords(schema),
    check: {
      at: schema.menuPath,
      scenario: async (h) => {
        await ready(schema);
        const file = await h.run();
        h.expect(file instanceof Blob && file.size > 0, 'the export answered no file');
      },
    },
  };
}
