/** The designer's check before deploying: bpmnlint's rules for an executable process. */
import { BpmnModdle } from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import { fixtures } from '../../fixtures';
import { setLanguage } from '../../src/i18n';
import { lintDefinitions } from '../../src/features/flow/designer/lint';
import { problemMessage } from '../../src/features/flow/designer/lint-messages';

const definitionsOf = async (xml: string) => (await new BpmnModdle().fromXML(xml)).rootElement;

const open = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" targetNamespace="t">
  <process id="Broken" isExecutable="true">
    <startEvent id="start"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="gw"/>
    <exclusiveGateway id="gw"/>
    <sequenceFlow id="f2" sourceRef="gw" targetRef="task"/>
    <sequenceFlow id="f3" sourceRef="gw" targetRef="task2"/>
    <userTask id="task"/>
    <userTask id="task2"/>
    <userTask id="lonely"/>
  </process>
</definitions>`;

describe('process check', () => {
  it('passes the seeded leave process', async () => {
    const problems = await lintDefinitions(await definitionsOf(fixtures.flow_model[0]!.modelEditorXml));
    expect(problems.filter((p) => p.category === 'error')).toEqual([]);
  });

  it('names the elements of a broken process, errors first', async () => {
    const problems = await lintDefinitions(await definitionsOf(open));
    expect(problems[0]!.category).toBe('error');
    const rules = new Set(problems.map((p) => `${p.rule}:${p.id}`));
    expect(rules).toContain('end-event-required:Broken');
    expect(rules).toContain('no-disconnected:lonely');
    expect(rules).toContain('no-implicit-end:task');
  });

  it.each([
    ['zh', '流程缺少结束事件', '元素没有连接到流程'],
    ['en', 'The process has no end event', 'The element is not connected to the process'],
  ] as const)('says each problem in the console\'s language (%s)', async (language, end, disconnected) => {
    setLanguage(language);
    try {
      const problems = await lintDefinitions(await definitionsOf(open));
      const says = (rule: string) => problemMessage(problems.find((p) => p.rule === rule)!);
      expect([says('end-event-required'), says('no-disconnected')]).toEqual([end, disconnected]);
    } finally {
      setLanguage('zh');
    }
  });

  it('keeps bpmnlint\'s words for a rule it has no message of', () => {
    expect(problemMessage({ rule: 'label-required', message: 'Element is missing label/name' })).toBe('Element is missing label/name');
  });
});
