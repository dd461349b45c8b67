import type { Localized } from '../base/config';
import { defineMessages, language } from './index';

/** Strings of the resource engine (tables, search bars, record dialogs, fields): namespace `crud`. */
defineMessages({
  zh: {
    crud: {
      toolbar: { label: '操作', add: '新增', edit: '编辑', view: '查看', delete: '删除', refresh: '刷新', export: '导出', exportSelected: '导出所选 ({{count}})', import: '导入表格', importTemplate: '导入模板', bulkEdit: '批量编辑' },
      search: { label: '搜索条件', submit: '搜索', reset: '清空', all: '全部' },
      sort: { ascending: '升序', descending: '降序', none: '默认顺序' },
      table: {
        label: '{{title}}列表',
        empty: '暂无数据',
        emptySearch: '没有符合搜索条件的数据',
        clearSearch: '清空搜索',
        loading: '加载中…',
        resize: '调整列宽',
        expand: '展开',
        collapse: '收起',
      },
      columns: {
        label: '显示列', show: '显示', hide: '隐藏', earlier: '前移', later: '后移',
        earlierOf: '前移“{{column}}”', laterOf: '后移“{{column}}”',
        lastShown: '至少要显示一列',
      },
      density: { label: '行密度', compact: '紧凑', normal: '标准' },
      pager: {
        label: '分页',
        total: '共 {{total}} 条',
        page: '第 {{page}} / {{pages}} 页',
        size: '{{size}} 条/页',
        sizeLabel: '每页条数',
        prev: '上一页',
        next: '下一页',
      },
      dialog: {
        add: '新增', edit: '编辑', view: '查看', title: '{{verb}} · {{title}}', save: '保存', saving: '保存中…', cancel: '取消',
        discard: '表单有未保存的修改, 确定放弃吗?',
      },
      confirm: { title: '提示', delete: '确定将选择数据删除?', named: '共 {{count}} 条数据: {{names}}', namedMore: '共 {{count}} 条数据: {{names}} 等' },
      selection: { count: '已选 {{count}} 条', all: '选择全部 {{total}} 条匹配的数据', allSelected: '已选全部 {{count}} 条匹配的数据', reading: '正在读取匹配的数据 {{done}} / {{total}} 条' },
      warn: { selectRows: '请选择至少一条数据' },
      field: {
        choose: '请选择',
        typeToSearch: '输入名称搜索',
        searching: '搜索中…',
        noMatch: '没有匹配的记录',
        showOptions: '显示选项',
        topLevel: '顶级',
        expand: '展开',
        loading: '加载中…',
        yes: '是',
        no: '否',
        preview: '预览',
        upload: '上传文件',
        uploading: '上传中…',
        calendar: '从日历选择',
        from: '{{label}} 起',
        to: '{{label}} 止',
      },
      check: { invalid: '示例数据不满足校验: {{problems}}', noMaster: '{{master}} 列表没有数据, 无法选择上级记录' },
      master: { choose: '请先在“{{master}}”中选择一行', under: '{{detail}} · {{row}}' },
    },
  },
  en: {
    crud: {
      toolbar: { label: 'Actions', add: 'Add', edit: 'Edit', view: 'View', delete: 'Delete', refresh: 'Refresh', export: 'Export', exportSelected: 'Export selected ({{count}})', import: 'Import sheet', importTemplate: 'Import template', bulkEdit: 'Edit selected' },
      search: { label: 'Search', submit: 'Search', reset: 'Clear', all: 'All' },
      sort: { ascending: 'Ascending', descending: 'Descending', none: 'Default order' },
      table: {
        label: '{{title}} list',
        empty: 'No data',
        emptySearch: 'No rows match the search',
        clearSearch: 'Clear the search',
        loading: 'Loading…',
        resize: 'Resize column',
        expand: 'Expand',
        collapse: 'Collapse',
      },
      columns: {
        label: 'Columns', show: 'Show', hide: 'Hide', earlier: 'Move earlier', later: 'Move later',
        earlierOf: 'Move {{column}} earlier', laterOf: 'Move {{column}} later',
        lastShown: 'At least one column must show',
      },
      density: { label: 'Row density', compact: 'Compact', normal: 'Normal' },
      pager: {
        label: 'Pages',
        total: '{{total}} in total',
        page: 'Page {{page}} of {{pages}}',
        size: '{{size}} / page',
        sizeLabel: 'Rows per page',
        prev: 'Previous page',
        next: 'Next page',
      },
      dialog: {
        add: 'Add', edit: 'Edit', view: 'View', title: '{{verb}} · {{title}}', save: 'Save', saving: 'Saving…', cancel: 'Cancel',
        discard: 'The form has changes that are not saved. Discard them?',
      },
      confirm: { title: 'Confirm', delete: 'Delete the selected rows?', named: '{{count}} rows in all: {{names}}', namedMore: '{{count}} rows in all: {{names}} and more' },
      selection: { count: '{{count}} selected', all: 'Select all {{total}} matching rows', allSelected: 'All {{count}} matching rows selected', reading: 'Reading the matching rows: {{done}} of {{total}}' },
      warn: { selectRows: 'Select at least one row' },
      field: {
        choose: 'Choose',
        typeToSearch: 'Type a name to search',
        searching: 'Searching…',
        noMatch: 'No matching records',
        showOptions: 'Show choices',
        topLevel: 'Top level',
        expand: 'Expand',
        loading: 'Loading…',
        yes: 'Yes',
        no: 'No',
        preview: 'Preview',
        upload: 'Upload a file',
        uploading: 'Uploading…',
        calendar: 'Pick from a calendar',
        from: '{{label}} from',
        to: '{{label}} to',
      },
      check: { invalid: 'The sample record breaks a rule: {{problems}}', noMaster: 'The {{master}} list is empty: no row to list under' },
      master: { choose: 'Choose a row of “{{master}}” first', under: '{{detail}} · {{row}}' },
    },
  },
});

/** Schemas carry their labels and messages as {zh, en} pairs; this picks the current language. */
export function localize(text: Localized | string): string {
  return typeof text === 'string' ? text : text[language.current];
}
