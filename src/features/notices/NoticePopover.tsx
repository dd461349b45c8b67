import { useRef } from 'react';
import type { Key } from 'react-aria-components';
import { Button, Dialog, Popover, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { useT, language } from '../../i18n';
import '../../i18n/layout';
import { useCommand } from '../../ui/use-command';
import { noticeSamples } from './samples';
import { closeNotices, noticeTabs, noticeView, type NoticeTab } from './store';
import { Icon } from '../../ui/icons';

/**
 * The notice popover: mail, messages and notices, static samples after a demo load.
 * Its button runs notices.open; the command (palette, alt+shift+n) opens the same popover.
 */
export function NoticePopover() {
  const t = useT();
  const view = useSnapshot(noticeView);
  const { available, run } = useCommand('notices.open');
  const trigger = useRef<HTMLButtonElement>(null);
  const lang = useSnapshot(language).current;
  const count = noticeTabs.reduce((sum, tab) => sum + noticeSamples[tab].length, 0);
  return (
    <>
      <Button ref={trigger} className="icon-button badge-button" aria-label={t('ctl.header.noticesCount', { count })} aria-expanded={view.open} isDisabled={!available} onPress={() => void run()}>
        <Icon name="bell" />
        <span className="badge" aria-hidden="true">{count}</span>
      </Button>
      <Popover className="popover notice-popover" triggerRef={trigger} isOpen={view.open} onOpenChange={(open) => !open && closeNotices()} placement="bottom end">
        <Dialog className="popover-dialog" aria-label={t('ctl.notices.title')}>
          <Tabs selectedKey={view.tab} onSelectionChange={(key: Key) => { noticeView.tab = key as NoticeTab; }}>
            <TabList className="tab-list" aria-label={t('ctl.notices.title')}>
              {noticeTabs.map((tab) => (
                <Tab key={tab} id={tab} className="tab">{t(`ctl.notices.${tab}`)} ({noticeSamples[tab].length})</Tab>
              ))}
            </TabList>
            {noticeTabs.map((tab) => (
              <TabPanel key={tab} id={tab} className="tab-panel">
                {view.loading ? (
                  <p role="status" className="muted">{t('ctl.notices.loading')}</p>
                ) : (
                  <ul className="notice-list">
                    {noticeSamples[tab].map((item) => (
                      <li key={item.title.zh}>
                        <strong>{item.title[lang]}</strong>
                        <span className="muted">{item.detail[lang]} · {item.time}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </TabPanel>
            ))}
          </Tabs>
        </Dialog>
      </Popover>
    </>
  );
}
