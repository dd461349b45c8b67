import { defineMessages } from './index';

/** Strings the whole console shares, including BladeX consoles' exact messages (新增成功, 删除成功, 未知错误…). */
defineMessages({
  zh: {
    app: { title: '校园阅读管理后台', shortTitle: '校园阅读' },
    language: { label: '语言', zh: '中文', en: 'English' },
    message: {
      unknownError: '未知错误',
      networkError: '网络连接失败,请检查网络或稍后重试',
      addSuccess: '新增成功',
      updateSuccess: '更新成功',
      deleteSuccess: '删除成功',
      operationSuccess: '操作成功!',
      sendSuccess: '发送成功!',
      clearSuccess: '清空成功!',
      cleared: '清除完毕',
      submitFailed: '提交失败',
      taken: '当前{{label}}已存在',
    },
    action: { ok: '确定', cancel: '取消', close: '关闭', loading: '加载中…' },
    /** Between the names of a list read out in a sentence (五年级、六年级). */
    nameSeparator: '、',
    file: { choose: '选择文件', drop: '或将文件拖放到此处', none: '未选择文件', chosen: '已选择: {{name}}' },
  },
  en: {
    app: { title: 'School Reading Console', shortTitle: 'School Reading' },
    language: { label: 'Language', zh: '中文', en: 'English' },
    message: {
      unknownError: 'Unknown error',
      networkError: 'Network failure: check the connection or try again later',
      addSuccess: 'Created',
      updateSuccess: 'Updated',
      deleteSuccess: 'Deleted',
      operationSuccess: 'Done!',
      sendSuccess: 'Sent!',
      clearSuccess: 'Cleared!',
      cleared: 'Cleared',
      submitFailed: 'Submission failed',
      taken: 'This {{label}} is already taken',
    },
    action: { ok: 'OK', cancel: 'Cancel', close: 'Close', loading: 'Loading…' },
    nameSeparator: ', ',
    file: { choose: 'Choose a file', drop: 'or drop a file here', none: 'No file chosen', chosen: 'Chosen: {{name}}' },
  },
});
