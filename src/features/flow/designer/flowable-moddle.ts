/**
 * The Flowable attributes BladeX reads, as a moddle extension: the designer edits them as
 * properties (undoable through bpmn-js's command stack) and writes them as `flowable:` attributes.
 */
export const flowableModdle = {
  name: 'Flowable',
  uri: 'http://flowable.org/bpmn',
  prefix: 'flowable',
  xml: { tagAlias: 'lowerCase' },
  types: [
    {
      name: 'Assignable',
      extends: ['bpmn:UserTask'],
      isAbstract: true,
      properties: [
        { name: 'assignee', isAttr: true, type: 'String' },
        { name: 'candidateUsers', isAttr: true, type: 'String' },
        { name: 'candidateGroups', isAttr: true, type: 'String' },
      ],
    },
    {
      name: 'Initiator',
      extends: ['bpmn:StartEvent'],
      isAbstract: true,
      properties: [{ name: 'initiator', isAttr: true, type: 'String' }],
    },
  ],
};
