import { useEffect, useState } from 'react';
import { Button, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { ApiError } from '../../core/http';
import { useT } from '../../i18n';
import { execute } from '../../platform/registry';
import { ModalDialog } from '../../ui/Dialog';
import { CheckTree } from './CheckTree';
import { roleGrantKeys, roleGrantKinds, roleGrantTrees, topMenuKeys, topMenuTree, type GrantNode, type RoleGrantKind } from '../../api/grant';
import type { CommandId } from '../../platform/command-ids';
import { closeGrantDialog, grantDialog, type OpenGrant } from './grant-dialog-state';
import './messages';
import './org.css';

/** One tree of a grant: what may be checked, and what is. */
interface GrantTab {
  name: string;
  /** The argument of the grant command it fills. */
  arg: string;
  nodes: GrantNode[];
  checked: Set<string>;
}

/** How each kind of grant loads its trees and which command saves it. */
const sources: Record<OpenGrant['kind'], { command: CommandId; title: string; load: (id: string) => Promise<GrantTab[]> }> = {
  role: {
    command: 'org.role.grant',
    title: 'orgGrant.roleTitle',
    load: async (roleId) => {
      const [trees, keys] = await Promise.all([roleGrantTrees(), roleGrantKeys(roleId)]);
      const args: Record<RoleGrantKind, string> = { menu: 'menus', dataScope: 'dataScopes', apiScope: 'apiScopes' };
      return roleGrantKinds.map((kind) => ({ name: kind, arg: args[kind], nodes: trees[kind], checked: new Set(keys[kind]) }));
    },
  },
  topMenu: {
    command: 'org.topmenu.grant',
    title: 'orgGrant.topMenuTitle',
    load: async (topMenuId) => {
      const [nodes, keys] = await Promise.all([topMenuTree(), topMenuKeys(topMenuId)]);
      return [{ name: 'topMenuMenus', arg: 'menus', nodes, checked: new Set(keys) }];
    },
  },
};

/**
 * The open grant dialog, if any (grant-dialog-state.ts): a role's three trees in tabs (菜单权限,
 * 数据权限, 接口权限) or a top menu's menu tree, pre-checked with what it holds. 保存 runs the
 * grant command with the checked ids, as the palette would.
 */
export function GrantDialog() {
  const { open } = useSnapshot(grantDialog);
  return open ? <GrantForm key={`${open.kind}:${open.id}`} open={open} /> : null;
}

function GrantForm({ open }: { open: OpenGrant }) {
  const t = useT();
  const source = sources[open.kind];
  const [tabs, setTabs] = useState<GrantTab[] | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    let live = true;
    // On failure the HTTP client has said why; the dialog closes rather than offer an empty tree.
    source.load(open.id).then((loaded) => live && setTabs(loaded), () => live && closeGrantDialog());
    return () => {
      live = false;
    };
  }, [source, open.id]);

  const check = (name: string, checked: Set<string>) => setTabs((all) => all && all.map((tab) => (tab.name === name ? { ...tab, checked } : tab)));
  const save = async () => {
    if (!tabs) return;
    setSaving(true);
    try {
      await execute(source.command, Object.fromEntries(tabs.map((tab) => [tab.arg, [...tab.checked].join(',')])), 'button');
      closeGrantDialog();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setSaving(false);
    }
  };

  return (
    <ModalDialog title={t(source.title)} width={560} onClose={closeGrantDialog} footer={<>
      <Button className="button" onPress={closeGrantDialog}>{t('orgGrant.cancel')}</Button>
      <Button className="button primary" isDisabled={!tabs || saving} onPress={() => void save()}>{t('orgGrant.save')}</Button>
    </>}>
      {!tabs ? <p>{t('orgGrant.loading')}</p> : tabs.length === 1 ? (
        <CheckTree label={t(`orgGrant.${tabs[0]!.name}`)} nodes={tabs[0]!.nodes} checked={tabs[0]!.checked} onChange={(checked) => check(tabs[0]!.name, checked)} />
      ) : (
        <Tabs className="grant-tabs">
          <TabList aria-label={t(source.title)}>
            {tabs.map((tab) => <Tab key={tab.name} id={tab.name}>{t(`orgGrant.${tab.name}`)}</Tab>)}
          </TabList>
          {tabs.map((tab) => (
            <TabPanel key={tab.name} id={tab.name}>
              <CheckTree label={t(`orgGrant.${tab.name}`)} nodes={tab.nodes} checked={tab.checked} onChange={(checked) => check(tab.name, checked)} />
            </TabPanel>
          ))}
        </Tabs>
      )}
    </ModalDialog>
  );
}
