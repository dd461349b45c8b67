import { defineMessages } from '../../i18n';

defineMessages({
  zh: {
    flow: {
      list: {
        category: '流程分类', name: '流程名称', key: '流程标识', version: '流程版本', state: '状态', deployed: '部署时间',
        tenant: '租户编号', step: '当前步骤', applied: '申请时间', progress: '流程进度', finished: '已完成', unfinished: '未完成',
        active: '激活', suspended: '挂起', actions: '操作', shared: '通用', search: '搜索流程名称', empty: '暂无数据', loading: '加载中…',
        titles: { start: '发起事务', claim: '待签事务', todo: '待办事务', send: '已发事务', done: '办结事务' },
      },
      action: {
        start: '发起', claim: '签收', handle: '办理', detail: '详情', diagram: '流程图',
      },
      leave: {
        formTitle: '请假基础信息', approver: '审批人员', startTime: '开始时间', endTime: '结束时间', reason: '请假理由',
        submit: '提交', started: '发起成功', applicant: '申请人', comment: '批复意见', approve: '同意', reject: '驳回', approved: '已同意', rejected: '已驳回', close: '关闭',
        done: '办理成功', approval: '审批信息', process: '流程信息', follow: '流程跟踪',
        entry: '{{name}} 在 [{{time}}] 开始处理 [{{step}}] 环节', duration: '任务历时: [{{text}}]',
        commentLine: '批复意见: [{{text}}]', endLine: '结束时间: [{{text}}]', timeFormat: '格式 yyyy-MM-dd HH:mm:ss',
        required: '请输入{{field}}', choose: '请选择审批人员', order: '结束时间不能早于开始时间',
      },
      admin: {
        manager: '流程管理', follow: '流程跟踪', model: '模型管理', deploy: '流程部署', mode: '流程模式', modeShared: '通用流程', modeTenant: '定制流程',
        allCategories: '全部分类', id: '流程主键', activate: '激活', suspend: '挂起', remove: '删除', instance: '实例id', executor: '执行id',
        starter: '发起人', started: '开始时间', modelKey: '模型标识', modelName: '模型名称', created: '创建时间', updated: '更新时间',
        create: '创建', design: '设计', file: '附件上传', tenants: '所属学校', upload: '部署', uploaded: '部署成功',
        wrongFile: '请上传 bpmn20.xml 标准格式文件', deployShared: '通用流程 (所有学校)', deployChoose: '请选择通用流程或所属学校', deployBoth: '通用流程与所属学校只能选其一', chooseFile: '请选择附件', chooseCategory: '请选择流程类型', category: '流程类型',
      },
      designer: {
        create: '创建模型', edit: '设计模型', tools: '设计器操作', canvas: '流程图画布', panel: '元素属性', problems: '校验问题',
        save: '保存', validate: '校验', deploy: '部署', undo: '撤销', redo: '重做', zoomIn: '放大', zoomOut: '缩小', fit: '适应画布',
        nothing: '选择一个元素以编辑其属性', name: '名称', assignee: '办理人', groups: '候选组 (角色)', condition: '流转条件',
        chosenApprover: '发起人选择的审批人员', saved: '保存成功', deployed: '部署成功', invalid: '流程校验未通过', valid: '流程校验通过',
      },
      diagram: { title: '流程图', loading: '正在加载流程图…', legendDone: '已完成', legendCurrent: '当前环节' },
    },
  },
  en: {
    flow: {
      list: {
        category: 'Category', name: 'Process', key: 'Key', version: 'Version', state: 'State', deployed: 'Deployed',
        tenant: 'Tenant', step: 'Current step', applied: 'Applied', progress: 'Progress', finished: 'Finished', unfinished: 'Running',
        active: 'Active', suspended: 'Suspended', actions: 'Actions', shared: 'Shared', search: 'Search by process name', empty: 'No data', loading: 'Loading…',
        titles: { start: 'Start', claim: 'To claim', todo: 'To do', send: 'Sent', done: 'Done' },
      },
      action: {
        start: 'Start', claim: 'Claim', handle: 'Handle', detail: 'Details', diagram: 'Diagram',
      },
      leave: {
        formTitle: 'Leave request', approver: 'Approver', startTime: 'Start', endTime: 'End', reason: 'Reason',
        submit: 'Submit', started: 'Started', applicant: 'Applicant', comment: 'Comment', approve: 'Approve', reject: 'Reject', approved: 'Approved', rejected: 'Rejected', close: 'Close',
        done: 'Done', approval: 'Approval', process: 'Process', follow: 'History',
        entry: '{{name}} started [{{step}}] at [{{time}}]', duration: 'Took: [{{text}}]',
        commentLine: 'Comment: [{{text}}]', endLine: 'Ended: [{{text}}]', timeFormat: 'Format yyyy-MM-dd HH:mm:ss',
        required: 'Enter the {{field}}', choose: 'Choose the approver', order: 'The end may not come before the start',
      },
      admin: {
        manager: 'Processes', follow: 'Running instances', model: 'Models', deploy: 'Deploy', mode: 'Mode', modeShared: 'Shared', modeTenant: 'Per tenant',
        allCategories: 'All categories', id: 'Definition id', activate: 'Activate', suspend: 'Suspend', remove: 'Delete', instance: 'Instance id', executor: 'Execution id',
        starter: 'Started by', started: 'Started', modelKey: 'Model key', modelName: 'Model name', created: 'Created', updated: 'Updated',
        create: 'Create', design: 'Design', file: 'File', tenants: 'Schools', upload: 'Deploy', uploaded: 'Deployed',
        wrongFile: 'Upload a .bpmn20.xml file', deployShared: 'Shared (every school)', deployChoose: 'Choose shared or the schools', deployBoth: 'Choose shared or schools, not both', chooseFile: 'Choose a file', chooseCategory: 'Choose the category', category: 'Category',
      },
      designer: {
        create: 'New model', edit: 'Design model', tools: 'Designer tools', canvas: 'Process canvas', panel: 'Element properties', problems: 'Problems',
        save: 'Save', validate: 'Check', deploy: 'Deploy', undo: 'Undo', redo: 'Redo', zoomIn: 'Zoom in', zoomOut: 'Zoom out', fit: 'Fit',
        nothing: 'Select an element to edit it', name: 'Name', assignee: 'Assignee', groups: 'Candidate groups (roles)', condition: 'Condition',
        chosenApprover: 'The approver chosen on the form', saved: 'Saved', deployed: 'Deployed', invalid: 'The check found errors', valid: 'The check passed',
      },
      diagram: { title: 'Diagram', loading: 'Loading the diagram…', legendDone: 'Finished', legendCurrent: 'Current step' },
    },
  },
});
