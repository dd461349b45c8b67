import { useEffect } from 'react';
import { subscribe, useSnapshot } from 'valtio';
import { useT } from '../i18n';
import { localize } from '../i18n/resource';
import type { PaneComponent } from '../ui/pane';
import { prepareList } from '../engine/hooks';
import { resourceByName } from '../schema/index';
import { titleFieldOf, type ResourceSchema } from '../schema/types';
import { chooseMaster, controllerOf, viewOf } from '../engine/controller';
import { prepareResource } from './ResourceScreen';
import { ResourceView } from './ResourceView';

export type MasterDetailLayout = 'beside' | 'below';

/**
 * One screen of two lists: a master (dictionaries, questions) and a detail schema whose `master`
 * names it (their items, their options). Choosing one master row (selecting it alone, by click,
 * Space or the palette's 选择行) lists its detail rows; selecting several keeps the last
 * master's. Each list keeps its own search, selection, commands and dialogs.
 */
export function MasterDetailView({ master, detail, layout }: { master: ResourceSchema; detail: ResourceSchema; layout: MasterDetailLayout }) {
  const t = useT();
  useFollowMaster(master.name, detail.name);
  const { masterId } = useSnapshot(controllerOf(detail.name));
  const row = masterId === null ? undefined : viewOf(master.name)?.row(masterId);
  const rowTitle = row ? String(row[titleFieldOf(master).name] ?? '') : '';
  return (
    <div className={`master-detail master-detail-${layout}`}>
      <ResourceView schema={master} />
      <div className="master-detail-detail">
        {rowTitle && <p className="master-detail-caption">{t('crud.master.under', { detail: localize(detail.title), row: rowTitle })}</p>}
        <ResourceView schema={detail} master={master} />
      </div>
    </div>
  );
}

/** The detail lists under the master row selected alone. */
function useFollowMaster(master: string, detail: string): void {
  useEffect(() => {
    const state = controllerOf(master);
    const follow = () => {
      if (state.selected.length === 1) chooseMaster(detail, state.selected[0]);
    };
    follow();
    return subscribe(state, follow);
  }, [master, detail]);
}

const screens = new Map<string, PaneComponent>();

/**
 * The pane of a master-detail screen, one component per pair and layout (so it keeps its state);
 * master-detail-pane.ts loads it for a menu path or a fixed route.
 */
export function masterDetailScreen(masterName: string, detailName: string, layout: MasterDetailLayout): PaneComponent {
  const key = `${masterName}/${detailName}/${layout}`;
  let screen = screens.get(key);
  if (!screen) {
    const master = resourceByName(masterName);
    const detail = resourceByName(detailName);
    if (!master || !detail || detail.master?.resource !== masterName) {
      throw new Error(`${detailName} is not a detail of ${masterName}`);
    }
    // The detail list is ready too when a master row was chosen before.
    screen = Object.assign(function MasterDetailScreen() {
      return <MasterDetailView master={master} detail={detail} layout={layout} />;
    }, { prepare: (query: string) => Promise.all([prepareResource(master, query), prepareList(detail)]) });
    screens.set(key, screen);
  }
  return screen;
}
