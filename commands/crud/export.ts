import type { ResourceSchema } from '../../src/resources/types';
import { exportRecords } from '../../src/resources/view/actions';
import type { Command } from '../types';
import { catchDownloads, ready } from './checks';
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
        const downloads = catchDownloads();
        let file: unknown;
        try {
          file = await h.run();
        } finally {
          downloads.restore();
        }
        // Blobs may come from another realm (a test DOM over Node's fetch): checked by shape.
        h.expect(((file as Blob | undefined)?.size ?? 0) > 0, 'the export answered no file');
        h.expect(downloads.names.length === 1, 'the file was not saved');
      },
    },
  };
}
