import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts, notify, replaces, type ToastContent } from '../../src/core/notify';
import { toasts } from '../../src/ui/Toaster';

afterEach(() => clearToasts());

const msg = (kind: ToastContent['kind'], text: string, title?: string): ToastContent => ({ kind, text, title });

describe('one message per event', () => {
  it.each([
    ['the same error again', msg('error', 'a'), msg('error', 'a'), true],
    ['another error', msg('error', 'b'), msg('error', 'a'), false],
    ['the same text with another title', msg('error', 'a', 'x'), msg('error', 'a', 'y'), false],
    ['the same text of another kind', msg('warning', 'a'), msg('error', 'a'), false],
    ['a success after another success', msg('success', '更新成功'), msg('success', '新增成功'), true],
    ['a success after an error', msg('success', 'a'), msg('error', 'b'), false],
    ['an error after a success', msg('error', 'b'), msg('success', 'a'), false],
  ])('%s: replaces it = %s', (_case, next, shown, expected) => {
    expect(replaces(next, shown)).toBe(expected);
  });

  it('shows identical messages once and only the last success', () => {
    for (const content of [msg('error', '该标签不能关闭'), msg('error', '该标签不能关闭'), msg('success', '新增成功'), msg('warning', 'w'), msg('success', '删除成功')]) {
      notify(content.kind, content.text, content.title);
    }
    expect(toasts.visibleToasts.map((toast) => `${toast.content.kind}:${toast.content.text}`).sort()).toEqual(['error:该标签不能关闭', 'success:删除成功', 'warning:w']);
  });
});
