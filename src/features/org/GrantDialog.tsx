import { useEffect, useState } from 'react';
import { Button, Input, SearchField, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { ApiError } from '../../core/http';
import { session } from '../../core/session';
import { useT } from '../../i18n';
import { execute } from '../../platform/registry';
import { ModalDialog } from '../../ui/Dialog';
import { CheckTree } from './CheckTree';
import { GrantSummary } from './GrantSummary';
import { roleGrantKeys, roleGrantKinds, roleGrantTrees, topMenuKeys, topMenuTree, type RoleGrantKind } from '../../api/grant';
import type { CommandId } from '../../schema/command-ids';
import { closeGrantDialog, grantDialog, type OpenGrant } from './grant-dialog-state';
import type { CheckNode } from '../../core/tick-tree';
import { grantTree, type GrantTab } from './grant-tree';
import './messages';
import './org.css';

const tab = (name: string, arg: string, tree: CheckNode[], held: readonly string[]): GrantTab =>
  ({ name, arg, tree, held: new Set(held), checked: new Set(held) });

/** How each kind of grant loads its trees and which command saves it. */
const sources: Record<OpenGrant['kind'], { command: CommandId; title: string; load: (id: string) => Promise<GrantTab[]> }> = {
  role: {
    command: 'org.role.grant',
    title: 'orgGrant.roleTitle',
    load: async (roleId) => {
      const [trees, keys] = await Promise.all([roleGrantTrees(), roleGrantKeys(roleId)]);
      const args: Record<RoleGrantKind, string> = { menu: 'menus', dataScope: 'dataScopes', apiScope: 'apiScopes' };
      return roleGrantKinds.map((kind) => tab(kind, args[kind], grantTree(trees[kind], session.menus, kind !== 'menu'), keys[kind]));
    },
  },
  topMenu: {
    command: 'org.topmenu.grant',
    title: 'orgGrant.topMenuTitle',
    load: async (topMenuId) => {
      const [nodes, keys] = await Promise.all([topMenuTree(), topMenuKeys(topMenuId)]);
      return [tab('topMenuMenus', 'menus', grantTree(nodes, session.menus, false), keys)];
    },
  },
};

/**
 * The open grant dialog, if any (grant-dialog-state.ts): a role's three trees in tabs (菜单权限,
 * 数据权限, 接口权限) or a top menu's menu tree, pre-ticked with what it holds, under one filter.
 * 保存 first shows what changes (grant-summary); 确认保存 runs the grant command with the ticked
 * ids, as the palette would.
 */
export function GrantDialog() {
  const { open } = useSnapshot(grantDialog);
  return open ? <GrantForm key={`${open.kind}:${open.id}`} open={open} /> : null;
}

function GrantForm({ open }: { open: OpenGrant }) {
  const t = useT();
  const source = sources[open.kind];
  const [tabs, setTabs] = useState<GrantTab[] | null>(null);
  const [query, setQuery] = useState('');
  const [reviewing, setReviewing] = useState(false);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    let live = true;
    // On failure the HTTP client has said why; the dialog closes rather than offer an empty tree.
    source.load(open.id).then((loaded) => live && setTabs(loaded), () => live && closeGrantDialog());
    return () => {
      live = false;
    };
  }, [source, open.id]);

  const check = (name: string, checked: Set<string>) => setTabs((all) => all && all.map((one) => (one.name === name ? { ...one, checked } : one)));
  const save = async () => {
    if (!tabs) return;
    setSaving(true);
    try {
      // The summary just shown, with what is removed, is the confirmation a grant that removes asks.
      await execute(source.command, { ...Object.fromEntries(tabs.map((one) => [one.arg, [...one.checked].join(',')])), confirm: true }, 'button');
      closeGrantDialog();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setSaving(false);
    }
  };

  const treeOf = (one: GrantTab) => (
    <CheckTree label={t(`orgGrant.${one.name}`)} tree={one.tree} query={query}
      checked={one.checked} onChange={(checked) => check(one.name, checked)} />
  );
  const footer = reviewing ? <>
    <Button className="button" onPress={() => setReviewing(false)}>{t('orgGrant.back')}</Button>
    <Button className="button primary" isDisabled={saving} onPress={() => void save()}>{t('orgGrant.confirm')}</Button>
  </> : <>
    <Button className="button" onPress={closeGrantDialog}>{t('orgGrant.cancel')}</Button>
    <Button className="button primary" isDisabled={!tabs} onPress={() => setReviewing(true)}>{t('orgGrant.save')}</Button>
  </>;

  return (
    <ModalDialog title={t(source.title)} width={560} onClose={closeGrantDialog} footer={footer}>
      {!tabs ? <p>{t('orgGrant.loading')}</p> : reviewing ? <GrantSummary tabs={tabs} /> : <>
        <SearchField className="field grant-filter" aria-label={t('orgGrant.filter')} value={query} onChange={setQuery}>
          <Input className="input" placeholder={t('orgGrant.filter')} />
        </SearchField>
        {tabs.length === 1 ? treeOf(tabs[0]!) : (
          <Tabs className="grant-tabs">
            <TabList aria-label={t(source.title)}>
              {tabs.map((one) => <Tab key={one.name} id={one.name}>{t(`orgGrant.${one.name}`)}</Tab>)}
            </TabList>
            {tabs.map((one) => <TabPanel key={one.name} id={one.name}>{treeOf(one)}</TabPanel>)}
          </Tabs>
        )}
      </>}
    </ModalDialog>
  );
}
