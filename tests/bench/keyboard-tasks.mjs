// The keyboard bench's tasks (tests/bench/keyboard.mjs): each with the key sequence and the mouse
// sequence that do it from the home page, as the console works today, and the check that reads
// its effect back. Steps: 'Control+k' is one key press, type(text) one press per character,
// pick(title) one ↓ per palette row above the row whose title is `title`, click(locator) one mouse action, wait(locator) and until(fn) cost nothing. setup(page, kind)
// prepares data outside the count and returns what the sequences and the check use. Tasks run as
// the platform administrator, or as the administrator of the school `tenant` names.
import { api, post } from './keyboard-api.mjs';

const type = (text) => ({ type: text });
const click = (locator) => ({ click: locator });
const wait = (locator) => ({ wait: locator });
const until = (fn) => ({ until: fn });

// Locators.
const option = (text) => (p) => p.locator('[cmdk-item]', { hasText: text });
/** The home page's link named exactly `name` (年级, not 年级关系). */
const homeLink = (name) => (p) => p.locator('.pane a', { hasText: new RegExp(`^${name}$`) });
const button = (name) => (p) => p.locator('.pane').getByRole('button', { name, exact: true });
const dialogButton = (name) => (p) => p.getByRole('dialog').getByRole('button', { name, exact: true });
const field = (label) => (p) => p.getByRole('dialog').getByLabel(label, { exact: true });
const searchField = (label) => (p) => p.locator('.pane').getByLabel(label, { exact: true }).first();
const rowBox = (text) => (p) => p.getByRole('row').filter({ hasText: text }).getByRole('checkbox');
/** The palette's prompt for the field labelled `label`. */
const prompt = (label) => (p) => p.getByRole('dialog', { name: '命令面板' }).getByText(label, { exact: true });
const anyOption = (p) => p.locator('[cmdk-item]');
/** A choice of several's first option (after its 确定 row). */
const firstOption = (p) => p.getByRole('option').nth(1);
const listbox = (text) => (p) => p.getByRole('option', { name: text, exact: true });
/** A button of the palette's prompt (a confirmation's 确定). */
const paletteButton = (name) => (p) => p.getByRole('dialog', { name: '命令面板' }).getByRole('button', { name, exact: true });
/** Waits for the screen at `path` to show its rows or its content, with the caret placed. */
const at = (path) => until(async (p) => {
  await p.waitForURL((u) => u.pathname === path);
  await p.waitForFunction(() => {
    const pane = [...document.querySelectorAll('.pane')].find((element) => element.checkVisibility());
    return pane && pane.childElementCount > 0 && !pane.querySelector('[data-loading]') && (!pane.querySelector('[role=grid], [role=treegrid]') || pane.querySelector('[role=gridcell], .data-table-empty'));
  });
});

const pick = (title) => ({ pick: title });
/** Runs a palette command from anywhere: Ctrl+K, the words typed, ↓ to the row titled `title`, Enter. */
const command = (words, title) => ['Control+k', type(words), pick(title), 'Enter'];
/** The focused screen's field labelled `label` (a form page's, not a dialog's). */
const paneField = (label) => (p) => p.locator('.pane').getByLabel(label, { exact: true });

const stamp = (kind) => `${kind === 'keyboard' ? 'K' : 'M'}${Date.now().toString(36).slice(-5)}`;
const RELEASE = '2026-11-27 08:00:00';
const NOTICE_MENU = '通知公告';

export const TASKS = [
  {
    name: 'add a notice',
    setup: (_page, kind) => ({ title: `通知${stamp(kind)}` }),
    // The release time typed short (today at 8:00); Ctrl+Enter finishes, the content left empty.
    keyboard: ({ title }) => [
      ...command('新增通知', '通知公告 · 新增'), wait(prompt('通知标题')), type(title), 'Enter', wait(anyOption), 'Enter', wait(prompt('通知日期')), type('8:00'), 'Control+Enter',
    ],
    mouse: ({ title }) => [
      click(homeLink('通知公告')), at('/desk/notice'), click(button('新增')), click(field('通知标题')), type(title),
      click(field('通知类型')), click(listbox(/.+/)), click(field('通知日期')), type(RELEASE), click(dialogButton('保存')),
    ],
    check: (page, { title }) => pollApi(page, `/blade-desk/notice/list?title=${encodeURIComponent(title)}`, (d) => d.records.length === 1),
  },
  {
    name: 'edit a grade by name',
    setup: (_page, kind) => ({ remark: `备注${stamp(kind)}` }),
    // # finds the grade, Alt+E edits it, Alt+3 goes to its third step (the name and order kept), the remark typed.
    keyboard: ({ remark }) => [
      'Shift+Digit3', type('五'), wait(listbox('五年级')), 'Alt+e', wait(prompt('年级名称')), 'Alt+Digit3', wait(prompt('备注')), type(remark), 'Control+Enter',
    ],
    mouse: ({ remark }) => [
      click(homeLink('年级')), at('/school/grade'), click(rowBox('五年级')), click(button('编辑')), click(field('备注')), type(remark), click(dialogButton('保存')),
    ],
    check: (page, { remark }) => pollApi(page, '/school/grade/list?size=100', (d) => d.records.some((r) => r.remark === remark)),
  },
  {
    name: 'delete a department by name',
    setup: async (page, kind) => {
      const name = `临时${stamp(kind)}`;
      await post(page, '/blade-system/dept/submit', { deptName: name, fullName: name, parentId: '0', deptCategory: 1, sort: 9, tenantId: '000000' });
      return { name };
    },
    // # (Shift+3) searches records, Alt+D deletes the one found; its confirmation, which names it,
    // starts on 取消 (a delete is never one Enter away), and Y confirms.
    keyboard: ({ name }) => ['Shift+Digit3', type(name.slice(0, 1)), wait(listbox(name)), 'Alt+d', wait(prompt('确定将选择数据删除?')), 'y'],
    mouse: ({ name }) => [click(homeLink('机构管理')), at('/system/dept'), click(rowBox(name)), click(button('删除')), click((p) => p.getByRole('alertdialog').getByRole('button', { name: '确定' }))],
    check: (page, { name }) => pollApi(page, `/blade-system/dept/list?deptName=${encodeURIComponent(name)}`, (d) => (Array.isArray(d) ? d : d.records ?? []).length === 0),
  },
  {
    name: 'search posts by name',
    // # finds the posts (listed first), Ctrl+Enter opens their screen searched for the text.
    keyboard: () => ['Shift+Digit3', type('教'), wait(listbox('教务主任')), 'Control+Enter', at('/system/post')],
    mouse: () => [click(homeLink('岗位管理')), at('/system/post'), click(searchField('岗位名称')), type('教'), click(button('搜索'))],
    check: (page) => screenRows(page, (rows) => rows.length > 0 && rows.every((r) => r.includes('教'))),
  },
  {
    name: 'grant a role a menu',
    // The role 用户 starts without 通知公告, so the grant has something to add.
    setup: async (page) => {
      const roleId = (await api(page, '/blade-system/role/list')).find((r) => r.roleAlias === 'user').id;
      const menuId = findNode((await api(page, '/blade-system/menu/grant-tree')).menu, NOTICE_MENU).id;
      const held = await api(page, `/blade-system/menu/role-tree-keys?roleIds=${roleId}`);
      const menus = held.menu.filter((id) => id !== menuId);
      await post(page, '/blade-system/role/grant', { roleIds: [roleId], menuIds: menus, dataScopeIds: held.dataScope, apiScopeIds: held.apiScope });
      return { roleId, menuId };
    },
    // # finds the role, Alt+G grants it: the menu typed and picked, Ctrl+Enter keeps the other scopes.
    keyboard: () => ['Shift+Digit3', type('用'), wait(listbox('用户')), 'Alt+g', wait(prompt('菜单权限')), type('通'), wait(listbox(new RegExp(NOTICE_MENU))), 'Enter', 'Control+Enter'],
    mouse: () => [
      click(homeLink('角色管理')), at('/authority/role'), click(rowBox('user')), click(button('权限设置')),
      click((p) => p.getByRole('dialog').getByRole('treegrid').getByText(NOTICE_MENU, { exact: true })), click(dialogButton('保存')), click(dialogButton('确认保存')),
    ],
    check: (page, { roleId, menuId }) => pollApi(page, `/blade-system/menu/role-tree-keys?roleIds=${roleId}`, (d) => d.menu.includes(menuId)),
  },
  {
    name: 'approve a registration',
    setup: async (page, kind) => ({ account: await fileRegistration(page, `guest${stamp(kind).toLowerCase()}`) }),
    // Typed on the home page, tg (通过's initials) opens the palette with 注册审核 · 通过 first. It
    // asks for the applications (the one waiting is listed first, Ctrl+Enter takes it), then the
    // roles, least-privileged first, which Ctrl+Enter never takes for the user (Enter picks the
    // first, Ctrl+Enter accepts it), the departments (Ctrl+Enter takes the highlighted one), and
    // last confirms, naming the applicant, the role and the department (Enter).
    keyboard: () => [
      wait((p) => p.locator('.home-pane')), type('tg'), pick('注册审核 · 通过'), 'Enter', wait(prompt('要操作的注册审核')), wait(listbox('访客')), 'Control+Enter',
      wait(prompt('所属角色')), wait(firstOption), 'Enter', 'Control+Enter', wait(prompt('所属部门')), wait(firstOption), 'Control+Enter',
      wait(prompt('确定通过所选注册申请?')), 'Enter',
    ],
    mouse: ({ account }) => [
      click(homeLink('注册审核')), at('/system/registration'), click(rowBox(account)), click(button('通过')),
      // The first role, then the list's 确定; the first department, then 确定; then the confirmation's 确定.
      click(firstOption), click(option('确定')), click(firstOption), click(option('确定')), click(paletteButton('确定')),
    ],
    check: (page, { account }) => pollApi(page, `/blade-system/user/page?account=${account}`, (d) => d.records.some((r) => r.account === account && r.roleId !== '-1')),
  },
  {
    name: 'enable an sms configuration',
    // The configuration is the school 星河实验小学's own: its administrator enables it.
    tenant: '100001',
    // # finds the configuration by its category's label (云片), Alt+O enables it.
    keyboard: () => ['Shift+Digit3', type('云'), wait(listbox('xinghe-yunpian 云片')), 'Alt+o'],
    mouse: () => [click(homeLink('短信配置')), at('/resource/sms'), click(rowBox('xinghe-yunpian')), click(button('启用'))],
    check: (page) => pollApi(page, '/blade-resource/sms/list?smsCode=xinghe-yunpian', (d) => d.records.some((r) => r.smsCode === 'xinghe-yunpian' && Number(r.status) === 2)),
  },
  {
    name: 'deploy a model',
    setup: async (page) => ({ before: await leaveVersions(page) }),
    // Typed on the home page, bs (部署's initials) opens the palette with it; Ctrl+Enter on the
    // command takes every step as it starts: the only model, the category it was last deployed
    // under, the reach 通用.
    // The home page waited for as a click on its links waits for them.
    keyboard: () => [wait((p) => p.locator('.home-pane')), type('bs'), pick('部署流程模型'), 'Control+Enter'],
    mouse: () => [click(homeLink('模型管理')), at('/flow/model'), click(button('部署')), click(listbox('请假流程')), click(option('确定'))],
    check: (page, { before }) => pollApiAsync(page, async () => (await leaveVersions(page)) > before),
  },
  {
    name: 'start a leave',
    setup: async (page) => ({ before: (await api(page, '/blade-flow/work/send-list?current=1&size=1')).total }),
    // The process and the approver are the first options, the start is now: Enter on each.
    keyboard: () => [
      ...command('请假', '提交请假申请'), wait(prompt('流程')), wait(anyOption), 'Enter', wait(prompt('审批人员')), wait(anyOption), 'Enter',
      wait(prompt('开始时间')), 'Enter', wait(prompt('结束时间')), type('明天'), 'Enter', wait(prompt('请假理由')), type('家中有事'), 'Control+Enter',
    ],
    mouse: () => [
      click(homeLink('发起事务')), at('/work/start'), click(button('发起')), click(paneField('审批人员')), click(listbox(/.+/)),
      click(paneField('开始时间')), type('2026-12-01 09:00:00'), click(paneField('结束时间')), type('2026-12-02 18:00:00'), click(paneField('请假理由')), type('家中有事'), click(button('提交')),
    ],
    check: (page, { before }) => pollApi(page, '/blade-flow/work/send-list?current=1&size=1', (d) => d.total > before),
  },
  {
    name: 'switch tab',
    setup: async (page) => {
      for (const path of ['/system/post', '/system/param', '/wel/index']) {
        await page.evaluate((p) => window.history.pushState(null, '', p), path);
        await page.waitForURL((u) => u.pathname === path);
      }
      return {};
    },
    keyboard: () => ['Alt+Shift+ArrowRight', at('/system/post')],
    mouse: () => [click((p) => p.getByRole('navigation', { name: '标签页' }).getByText('岗位管理')), at('/system/post')],
    check: (page) => new URL(page.url()).pathname === '/system/post',
  },
  {
    name: 'change language',
    // The language command's shortcut switches to the other language.
    keyboard: () => ['Alt+Shift+I'],
    mouse: () => [click((p) => p.getByRole('button', { name: '语言' })), click((p) => p.getByRole('menuitemradio', { name: 'English' }))],
    check: (page) => page.waitForFunction(() => document.documentElement.lang === 'en-US', null, { timeout: 5000 }).then(() => true),
  },
  {
    name: 'open a record with #',
    keyboard: () => ['Control+k', type('#平台维护'), wait(option('平台维护')), 'Enter'],
    mouse: () => [click(homeLink('通知公告')), at('/desk/notice'), click(searchField('通知标题')), type('平台维护'), click(button('搜索')), click(rowBox('平台维护')), click(button('查看'))],
    check: (page) => page.getByRole('dialog').getByText(/平台维护/).first().waitFor({ timeout: 5000 }).then(() => true),
  },
];

/** Whether `test` comes to hold within 5 s, asked every 250 ms. */
async function pollApiAsync(page, test) {
  for (let i = 0; i < 20; i++) {
    if (await test()) return true;
    await page.waitForTimeout(250);
  }
  return false;
}

const pollApi = (page, path, test) => pollApiAsync(page, async () => test(await api(page, path)));

const findNode = (nodes, title) => nodes.map((n) => (n.title === title ? n : findNode(n.children ?? [], title))).find(Boolean);

/** How many definitions of the leave process are deployed, every tenant's. */
async function leaveVersions(page) {
  const pages = await Promise.all(['1', '2'].map((mode) => api(page, `/blade-flow/manager/list?mode=${mode}&current=1&size=1000`)));
  return pages.flatMap((p) => p.records).filter((d) => d.key === 'Leave').length;
}

/** The shown rows' text, once the list has settled. */
async function screenRows(page, test) {
  await page.waitForFunction(() => !document.querySelector('.pane [data-loading]'));
  const rows = await page.locator('.pane [role=row]:has([role=gridcell])').allInnerTexts();
  return test(rows);
}

/** A guest's registration (social login, then register-guest), as a third-party user files it. */
function fileRegistration(page, account) {
  return page.evaluate(async (name) => {
    const basic = `Basic ${btoa('saber:saber_secret')}`;
    const login = await fetch(`/api/blade-auth/oauth/token?tenantId=000000&source=github&code=bench-${name}&state=000000&grant_type=social&scope=all`, { method: 'POST', headers: { Authorization: basic, 'Tenant-Id': '000000' } }).then((r) => r.json());
    const query = new URLSearchParams({ tenantId: '000000', name: '访客', account: name, password: 'e10adc3949ba59abbe56e057f20f883e', oauthId: login.oauth_id });
    await fetch(`/api/blade-system/user/register-guest?${query}`, { method: 'POST', headers: { 'Blade-Auth': `bearer ${login.access_token}`, Authorization: basic } });
    return name;
  }, account);
}
