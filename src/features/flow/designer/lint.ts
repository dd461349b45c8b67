/**
 * Checks a process before it is deployed, with bpmnlint's rules that matter to an executable
 * Flowable process (a start and an end, nothing disconnected, conditions on every branch of a
 * gateway …); labels are not required, as BladeX's gateways carry none. Each problem names the
 * element it is about, so the designer can select it.
 */
import { Linter } from 'bpmnlint';
import StaticResolver from 'bpmnlint/lib/resolver/static-resolver';
import conditionalFlows from 'bpmnlint/rules/conditional-flows';
import endEventRequired from 'bpmnlint/rules/end-event-required';
import fakeJoin from 'bpmnlint/rules/fake-join';
import noComplexGateway from 'bpmnlint/rules/no-complex-gateway';
import noDisconnected from 'bpmnlint/rules/no-disconnected';
import noDuplicateSequenceFlows from 'bpmnlint/rules/no-duplicate-sequence-flows';
import noImplicitEnd from 'bpmnlint/rules/no-implicit-end';
import noImplicitSplit from 'bpmnlint/rules/no-implicit-split';
import noImplicitStart from 'bpmnlint/rules/no-implicit-start';
import singleBlankStartEvent from 'bpmnlint/rules/single-blank-start-event';
import startEventRequired from 'bpmnlint/rules/start-event-required';
import superfluousGateway from 'bpmnlint/rules/superfluous-gateway';

const rules = {
  'conditional-flows': [conditionalFlows, 'error'],
  'end-event-required': [endEventRequired, 'error'],
  'fake-join': [fakeJoin, 'warn'],
  'no-complex-gateway': [noComplexGateway, 'error'],
  'no-disconnected': [noDisconnected, 'error'],
  'no-duplicate-sequence-flows': [noDuplicateSequenceFlows, 'error'],
  'no-implicit-end': [noImplicitEnd, 'error'],
  'no-implicit-split': [noImplicitSplit, 'error'],
  'no-implicit-start': [noImplicitStart, 'error'],
  'single-blank-start-event': [singleBlankStartEvent, 'error'],
  'start-event-required': [startEventRequired, 'error'],
  'superfluous-gateway': [superfluousGateway, 'warn'],
} as const;

const resolver = new StaticResolver({
  ...Object.fromEntries(Object.entries(rules).map(([name, [rule]]) => [`rule:bpmnlint/${name}`, rule])),
  'config:bpmnlint/flowable': { rules: Object.fromEntries(Object.entries(rules).map(([name, [, level]]) => [name, level])) },
});

export interface Problem {
  /** The element's id. */
  id: string;
  rule: string;
  message: string;
  category: 'error' | 'warn';
}

interface Element { $type: string; id?: string; sourceRef?: Element; targetRef?: Element; incoming?: Element[]; outgoing?: Element[]; flowElements?: Element[]; rootElements?: Element[] }

/**
 * Fills each node's incoming and outgoing flows from the flows' ends: bpmnlint reads them, and
 * files written by Flowable (the seeded leave process among them) leave them out.
 */
function linkFlows(definitions: Element): void {
  const containers = (definitions.rootElements ?? []).filter((e) => e.flowElements);
  for (const flow of containers.flatMap((c) => c.flowElements!).filter((e) => e.$type === 'bpmn:SequenceFlow')) {
    for (const [end, side] of [[flow.sourceRef, 'outgoing'], [flow.targetRef, 'incoming']] as const) {
      if (!end) continue;
      const list = (end[side] ??= []);
      if (!list.includes(flow)) list.push(flow);
    }
  }
}

/** Every problem of a document's definitions (bpmn-moddle's root), errors first. */
export async function lintDefinitions(definitions: object): Promise<Problem[]> {
  linkFlows(definitions as Element);
  const linter = new Linter({ resolver, config: { extends: 'bpmnlint:flowable' } });
  const results = await linter.lint(definitions);
  const problems = Object.entries(results).flatMap(([rule, reports]) =>
    reports.map((r) => ({ id: r.id ?? '', rule, message: r.message, category: r.category === 'error' ? 'error' as const : 'warn' as const })));
  return problems.sort((a, b) => (a.category === b.category ? 0 : a.category === 'error' ? -1 : 1));
}
