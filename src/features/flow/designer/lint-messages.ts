/**
 * The check's problems in the console's language: bpmnlint reports in English, so each rule the
 * designer runs (lint.ts) has its message here; a report of any other rule keeps bpmnlint's words.
 */
import { defineMessages, t } from '../../../i18n';
import type { Problem } from './lint';

defineMessages({
  zh: {
    flowLint: {
      'conditional-flows': '分支的每条连线都需要流转条件',
      'end-event-required': '流程缺少结束事件',
      'fake-join': '任务有多条进入连线，请用网关汇合',
      'no-complex-gateway': '不支持复杂网关',
      'no-disconnected': '元素没有连接到流程',
      'no-duplicate-sequence-flows': '两个元素之间有重复的连线',
      'no-implicit-end': '元素没有离开的连线，请连到结束事件',
      'no-implicit-split': '元素有多条离开的连线，请用网关分支',
      'no-implicit-start': '元素没有进入的连线，请从开始事件连过来',
      'single-blank-start-event': '流程只能有一个空白开始事件',
      'start-event-required': '流程缺少开始事件',
      'superfluous-gateway': '网关只有一条进入和一条离开的连线，可以去掉',
    },
  },
  en: {
    flowLint: {
      'conditional-flows': 'Every flow out of a branch needs a condition',
      'end-event-required': 'The process has no end event',
      'fake-join': 'The task has several incoming flows: join them with a gateway',
      'no-complex-gateway': 'Complex gateways are not supported',
      'no-disconnected': 'The element is not connected to the process',
      'no-duplicate-sequence-flows': 'Two elements are joined by duplicate flows',
      'no-implicit-end': 'Nothing leaves the element: connect it to an end event',
      'no-implicit-split': 'Several flows leave the element: branch with a gateway',
      'no-implicit-start': 'Nothing enters the element: connect it from the start event',
      'single-blank-start-event': 'A process may have only one blank start event',
      'start-event-required': 'The process has no start event',
      'superfluous-gateway': 'The gateway has one flow in and one out: it can go',
    },
  },
});

/** The problem's message in the current language. */
export function problemMessage(problem: Pick<Problem, 'rule' | 'message'>): string {
  const key = `flowLint.${problem.rule}`;
  const text = t(key);
  return text === key ? problem.message : text;
}
