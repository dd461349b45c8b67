/**
 * 流程图: a definition's diagram, or an instance's coloured by its progress, in a dialog. Rows
 * of the work lists, 流程管理 and 流程跟踪 run it; from the palette it offers the instances of
 * the work lists and the definitions one may start.
 */
import { allOf } from '../../src/api/flow';
import { decodeSubject, encodeSubject } from '../../src/features/flow/diagram-subject';
import type { ChoiceOption } from '../../src/platform/types';
import { defineCommand } from '../../src/platform/define-command';
import { openDialog } from '../../src/platform/dialogs';
import { inConsole } from '../navigation/helpers';
import { SEEDED_LEAVE } from './shared';


async function subjects(): Promise<ChoiceOption[]> {
  const [starts, ...lists] = await Promise.all((['start', 'todo', 'claim', 'send', 'done'] as const).map((kind) => allOf(kind).catch(() => [])));
  const seen = new Set<string>();
  const instances = lists.flat().filter((r) => r.processInstanceId && !seen.has(r.processInstanceId) && Boolean(seen.add(r.processInstanceId)));
  return [
    ...instances.map((r) => ({ value: encodeSubject({ processInstanceId: r.processInstanceId! }), label: `${r.processDefinitionName ?? ''} · ${r.taskName || r.createTime || ''}`, hint: r.processInstanceId })),
    ...starts!.map((d) => ({ value: encodeSubject({ processDefinitionId: d.id }), label: `${d.name ?? ''} v${d.version ?? ''}`, hint: d.id })),
  ];
}

export const openDiagramCommand = defineCommand({
  id: 'flow.diagram.open',
  title: { zh: '查看流程图', en: 'Show a process diagram' },
  group: 'workflow',
  keywords: ['liuchengtu', 'diagram', 'bpmn', 'progress'],
  when: inConsole,
  args: {
    subject: {
      kind: 'choice', label: { zh: '流程', en: 'Process' }, options: subjects,
      validate: (value: string) => (decodeSubject(value) ? undefined : { zh: '请选择流程', en: 'Choose a process' }),
    },
  },
  run: async (_ctx, { subject }) => {
    await openDialog('diagram', decodeSubject(subject)!);
  },
  check: {
    scenario: async (h) => {
      await h.run({ subject: encodeSubject({ processDefinitionId: SEEDED_LEAVE }) });
      await h.see('流程图');
      await h.press('关闭');
    },
  },
});

