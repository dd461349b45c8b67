import { PATIENCE } from '../helpers/patience';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/platform/harness/harness';
import { openRecord } from '../../commands/records';
import { execute } from '../../src/platform/registry';
import { mockServer } from '../../mock-server/node';
import { findMenuByPath } from '../../src/core/menu';
import { session } from '../../src/core/session';
import { palette } from '../../src/palette/state';
import { controllerOf } from '../../src/engine/controller';
import { page, tokenOf } from '../mock-server/crud/helpers';
import { renderConsoleAs } from '../helpers/console';
import { optionTitles, setUpConsolePalette, typeInPalette } from './helpers';

setUpConsolePalette();

/** The list as read top to bottom: screen headings as `# name`, records by name. */
function listed(): string[] {
  const rows = [...document.querySelectorAll('.palette-rows > [data-index]')];
  rows.sort((a, b) => Number(a.getAttribute('data-index')) - Number(b.getAttribute('data-index')));
  return rows.map((row) => (row.classList.contains('palette-heading') ? `# ${row.textContent}` : row.getAttribute('aria-label')!));
}

/** The listed records by the heading of their screen, in list order. */
function groups(): Map<string, string[]> {
  const result = new Map<string, string[]>();
  let current: string[] = [];
  for (const row of listed()) {
    if (row.startsWith('# ')) result.set(row.slice(2), (current = []));
    else current.push(row);
  }
  return result;
}

const screenName = (path: string) => findMenuByPath(session.menus, path)!.name;

describe('record search (#)', () => {
  it('starts when # is typed first, and ends when it is deleted', async () => {
    await renderConsoleAs('admin');
    const user = await typeInPalette('#');
    expect(palette.mode).toBe('records');
    screen.getByText('输入名称搜索各页面的记录, 拼音和首字母亦可');
    await user.keyboard('{Backspace}');
    expect(palette.mode).toBe('commands');
    expect(screen.getByRole('combobox').getAttribute('placeholder')).toBe('输入命令名称…');
  });

  it('finds records by part of their name, under the screen they are on', async () => {
    await renderConsoleAs('admin');
    const user = await typeInPalette('#账号');
    expect(screen.getByRole('dialog').getAttribute('data-mode')).toBe('records');
    // Names starting with the text first (in the server's order), then names containing it.
    await waitFor(() => expect(groups().get(screenName('/system/param'))).toHaveLength(3));
    const params = groups().get(screenName('/system/param'))!;
    expect(params.slice(0, 2).sort()).toEqual(['账号初始密码', '账号错误锁定次数']);
    expect(params[2]).toBe('租户默认账号额度');
    await user.clear(screen.getByRole('combobox'));
    await user.keyboard('#首席');
    await waitFor(() => expect(listed()[0]).toBe(`# ${screenName('/system/post')}`));
    expect(listed().slice(1)).toContain('首席财务官');
    expect(listed().slice(1).every((name) => name.startsWith('首席'))).toBe(true);
  });

  it('finds records by pinyin initials, grouped by screen', async () => {
    await renderConsoleAs('admin');
    await typeInPalette('#pt');
    await waitFor(() => expect(groups().get(screenName('/system/post'))).toEqual(['普通员工']));
    expect(groups().get(screenName('/desk/notice'))![0]).toBe('平台维护升级通知');
  });

  it('lists first the screens whose records start with the text, then those that only contain it', async () => {
    await renderConsoleAs('admin');
    await typeInPalette('#五');
    await waitFor(() => expect(groups().get(screenName('/school/doc'))).toContain('狼牙山五壮士'), { timeout: PATIENCE });
    expect(listed()[0]).toBe(`# ${screenName('/school/grade')}`);
    expect(listed()[1]).toBe('五年级');
  });

  it('opens the record\'s view dialog on its screen on Enter', async () => {
    await renderConsoleAs('admin');
    const user = await typeInPalette('#普通');
    await waitFor(() => expect(optionTitles()).toEqual(['普通员工']));
    await user.keyboard('{Enter}');
    // The screen's code loads on first use, then its list, then the record.
    const dialog = await screen.findByRole('dialog', { name: '查看 · 岗位管理' });
    expect(window.location.pathname).toBe('/system/post');
    await within(dialog).findByText('普通员工');
  });

  it('opens on # outside a field; Alt+E edits the found record on its screen', async () => {
    await renderConsoleAs('admin');
    const user = userEvent.setup();
    // As a browser reports # on a US layout: Shift with the 3 key.
    fireEvent.keyDown(document.body, { code: 'Digit3', key: '#', shiftKey: true, bubbles: true });
    await waitFor(() => expect(palette.mode).toBe('records'));
    expect(screen.getByRole('dialog').textContent).toContain('编辑');
    await user.keyboard('普通');
    await waitFor(() => expect(optionTitles()).toEqual(['普通员工']));
    await user.keyboard('{Alt>}e{/Alt}');
    // The screen's edit, on the record: its form asked in the palette.
    await waitFor(() => expect(palette.prompt?.command.id).toBe('crud.post.edit'), { timeout: PATIENCE });
    expect(window.location.pathname).toBe('/system/post');
    await waitFor(() => expect(palette.prompt?.subject?.title).toBe('普通员工'));
  });

  it('deletes the found record on Alt+D, after the confirmation', async () => {
    await renderConsoleAs('admin');
    const user = await typeInPalette('#普通');
    await waitFor(() => expect(optionTitles()).toEqual(['普通员工']));
    await user.keyboard('{Alt>}d{/Alt}');
    await screen.findByText('确定将选择数据删除?', undefined, { timeout: PATIENCE });
    // The confirmation names the record and starts on 取消: Enter would not delete; Y does.
    screen.getByText('岗位管理 1 条: 普通员工');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('取消'));
    await user.keyboard('y');
    const token = await tokenOf('000000');
    await waitFor(async () => expect((await page(token, '/blade-system/post/page?postName=普通员工')).records).toEqual([]), { timeout: PATIENCE });
  });

  it('runs a screen\'s own record key on a found record of that screen only: Alt+G grants the role', async () => {
    await renderConsoleAs('admin');
    const user = await typeInPalette('#用户');
    await waitFor(() => expect(optionTitles()[0]).toBe('用户'));
    const footer = () => screen.getByRole('dialog').querySelector('.palette-footer')!.textContent;
    expect(footer()).toContain('角色权限设置');
    // The next record is a menu's (用户管理): the role's key is not named there.
    await user.keyboard('{ArrowDown}');
    expect(footer()).not.toContain('角色权限设置');
    await user.keyboard('{ArrowUp}{Alt>}g{/Alt}');
    await waitFor(() => expect(palette.prompt?.command.id).toBe('org.role.grant'), { timeout: PATIENCE });
    expect(window.location.pathname).toBe('/authority/role');
    expect(palette.prompt?.spec.label.zh).toBe('菜单权限');
  });

  it('finds records by the label of a dictionary field, named with it, and runs their keys: #云 then Alt+O enables the 云片 configuration', async () => {
    await renderConsoleAs('schoolAdmin');
    const user = await typeInPalette('#阿里');
    // 阿里云 is a category of both sms and storage configurations.
    await waitFor(() => expect(groups().get(screenName('/resource/sms'))).toEqual(['xinghe-notice 阿里云']), { timeout: PATIENCE });
    expect(groups().get(screenName('/resource/oss'))).toEqual(['xinghe-aliyun 阿里云']);
    await user.clear(screen.getByRole('combobox'));
    await user.keyboard('#云');
    await waitFor(() => expect(listed().slice(0, 2)).toEqual([`# ${screenName('/resource/sms')}`, 'xinghe-yunpian 云片']), { timeout: PATIENCE });
    await user.keyboard('{Alt>}o{/Alt}');
    const token = await tokenOf('100001');
    await waitFor(async () => {
      const { records } = await page(token, '/blade-resource/sms/list?smsCode=xinghe-yunpian');
      expect(records.map((row) => Number(row.status))).toEqual([2]);
    }, { timeout: PATIENCE });
  });

  it('opens the found record\'s screen searched for the text on Ctrl+Enter', async () => {
    await renderConsoleAs('admin');
    const user = await typeInPalette('#教务');
    await waitFor(() => expect(optionTitles()).toContain('教务主任'));
    expect(screen.getByRole('dialog').textContent).toContain('在其页面搜索');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(controllerOf('post')?.filters.postName).toBe('教务'), { timeout: PATIENCE });
    expect(window.location.pathname).toBe('/system/post');
  });

  it('lists a record once though two screens list it (题目, and a document\'s questions on 文档)', async () => {
    await renderConsoleAs('schoolAdmin');
    await typeInPalette('#小蝌蚪最先');
    await waitFor(() => expect(listed()).toEqual([`# ${screenName('/school/qns')}`, '小蝌蚪最先遇到了谁？']));
  });

  it('searches only the screens a teacher may open', async () => {
    await renderConsoleAs('teacher');
    const user = await typeInPalette('#家长');
    await waitFor(() => expect(listed()).toEqual([`# ${screenName('/desk/notice')}`, '家长开放日安排']));
    // The school has a 校长 post, but posts are not among a teacher's screens.
    await user.clear(screen.getByRole('combobox'));
    await user.keyboard('#校长');
    await screen.findByText('没有匹配项');
  });

  it('never shows another school\'s records, by name or by pinyin', async () => {
    await renderConsoleAs('schoolAdmin');
    const user = await typeInPalette('#校长');
    // The school's own 校长 post, 校长室 and 王校长; never 100002's 陈校长.
    await waitFor(() => expect(groups().get(screenName('/system/user'))).toEqual(['王校长']));
    expect(groups().get(screenName('/system/post'))).toEqual(['校长']);
    expect(groups().get(screenName('/system/dept'))).toEqual(['校长室']);
    await user.clear(screen.getByRole('combobox'));
    // 阅读 by initials: 100002's 英语绘本阅读比赛通知 and the platform's notices would match too.
    await user.keyboard('#yd');
    await waitFor(() => expect(groups().get(screenName('/desk/notice'))).toContain('2024学年秋季推荐阅读书目'));
    const notices = groups().get(screenName('/desk/notice'))!;
    expect(notices).not.toContain('英语绘本阅读比赛通知');
    expect(notices).not.toContain('关于开展秋季校园阅读月活动的通知');
  });

  it('cancels the call of a query that changed', async () => {
    await renderConsoleAs('admin');
    let first: Request | undefined;
    mockServer.use(
      http.get('*/api/blade-system/post/page', async ({ request }) => {
        if (new URL(request.url).searchParams.get('postName') !== '首') return undefined;
        first = request;
        await new Promise((resolve) => request.signal.addEventListener('abort', resolve));
        return undefined;
      }),
    );
    const user = await typeInPalette('#首');
    await waitFor(() => expect(first).toBeDefined());
    await user.keyboard('席');
    await waitFor(() => expect(first!.signal.aborted).toBe(true));
    await waitFor(() => expect(optionTitles()).toContain('首席执行官'));
    // A cancelled call is no failure: no network message.
    expect(screen.queryByText('网络连接失败,请检查网络或稍后重试')).toBeNull();
  });

  it('shows the hits of the screens that answered while another screen is still answering', async () => {
    await renderConsoleAs('admin');
    let held: Request | undefined;
    mockServer.use(
      http.get('*/api/blade-desk/notice/list', async ({ request }) => {
        held = request;
        await new Promise((resolve) => request.signal.addEventListener('abort', resolve));
        return undefined;
      }),
    );
    await typeInPalette('#首席');
    await waitFor(() => expect(groups().get(screenName('/system/post'))).toContain('首席执行官'));
    expect(held && !held.signal.aborted).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('搜索中…');
  });

  it('opens a record by command, as its check proves against the mock', async () => {
    const prepare = (path: string) => renderConsoleAs('admin', path).then(() => undefined);
    const result = await runCheck(openRecord, { allowMutation: false, allowSessionEnd: false, timeout: PATIENCE, prepare });
    expect(result.status, result.detail).toBe('passed');
  });

  it('refuses a deep link to records of a screen the user may not open', async () => {
    await renderConsoleAs('teacher');
    await expect(execute('records.open', { resource: 'post', id: '1123598817738675210' }, 'api')).rejects.toThrow(/resource/);
  });
});
