import { describe, expect, it } from 'vitest';
import { createResourceCommands } from '../../commands/crud';
import { currentContext } from '../../src/platform/context';
import { availableCommands } from '../../src/platform/registry';
import { selectRows } from '../../src/core/selection';
import { defineResource, type ResourceSchema } from '../../src/schema/types';
import { gadget, renderGadgets, serveGadgets, prepareGadgetTests } from './gadget';

prepareGadgetTests();

const ids = (schema: ResourceSchema = gadget) => createResourceCommands(schema).map((command) => command.id);

describe('generated CRUD commands', () => {
  it('gives a schema every verb it can use, ids crud.<name>.<verb>', () => {
    expect(ids()).toEqual([
      'crud.gadget.add', 'crud.gadget.edit', 'crud.gadget.view', 'crud.gadget.save',
      'crud.gadget.delete', 'crud.gadget.bulkDelete', 'crud.gadget.refresh', 'crud.gadget.nextPage',
      'crud.gadget.previousPage', 'crud.gadget.pageSize', 'crud.gadget.sort', 'crud.gadget.search', 'crud.gadget.resetSearch',
      'crud.gadget.focusSearch', 'crud.gadget.export', 'crud.gadget.exportSelected', 'crud.gadget.columns', 'crud.gadget.density', 'crud.gadget.selectMatching',
      'crud.gadget.selectRows', 'crud.gadget.import', 'crud.gadget.importTemplate', 'crud.gadget.importReport', 'crud.gadget.bulkEdit',
    ]);
  });

  it('leaves out what a schema cannot do: a view button that is off, no export, no search, tree paging', () => {
    const limited = defineResource({
      ...gadget,
      api: { prefix: '/test/gadget', list: 'tree', detail: true, submit: true, remove: true },
      buttons: { add: true, edit: true, delete: true, view: false },
      fields: gadget.fields.map((field) => ({ ...field, search: false })),
    });
    expect(ids(limited).map((id) => id.split('.')[2])).toEqual(['add', 'edit', 'save', 'delete', 'bulkDelete', 'refresh', 'columns', 'density', 'selectRows', 'import', 'importTemplate', 'importReport', 'bulkEdit']);
  });

  it('offers row actions only on the screen, with permission and a fitting selection, listed first', async () => {
    serveGadgets();
    (renderGadgets());
    const { ready } = await import('../../commands/crud/checks');
    await ready(gadget);
    const offered = () => availableCommands(currentContext()).map((command) => command.id);
    expect(offered()).toContain('crud.gadget.add');
    expect(offered()).not.toContain('crud.gadget.edit');
    selectRows('gadget', ['1']);
    expect(offered()).toEqual(expect.arrayContaining(['crud.gadget.edit', 'crud.gadget.view', 'crud.gadget.delete']));
    expect(createResourceCommands(gadget).filter((c) => c.group === 'selection').map((c) => c.id)).toEqual([
      'crud.gadget.edit', 'crud.gadget.view', 'crud.gadget.delete', 'crud.gadget.exportSelected', 'crud.gadget.bulkEdit',
    ]);
    selectRows('gadget', ['1', '2']);
    expect(offered()).not.toContain('crud.gadget.edit');
    expect(offered()).toContain('crud.gadget.delete');
    window.history.replaceState(null, '', '/wel/index');
    expect(offered().filter((id) => id.startsWith('crud.'))).toEqual([]);
  });
});
