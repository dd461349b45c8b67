/**
 * The home page's view of what needs attention and of the school's reading content: the items
 * and charts of the screens the user's menus hold (attention.ts, reading.ts), each read from the
 * server when the page shows. Every item and chart is a link to its screen, opened by the menu's
 * command (`open`, given by the shell); the charts' code (uPlot) is fetched with the first chart.
 */
import { formatBytes } from '../../core/bytes';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import useSWR from 'swr';
import { findMenuByPath, menuHref, type MenuItem } from '../../core/menu';
import { menuLabel } from '../../core/menu-label';
import { language, useT } from '../../i18n';
import { useSnapshot } from 'valtio';
import { attentionItems, type AttentionItem } from './attention';
import { readingCharts, type ReadingChart } from './reading';
import { useDashboardStyles } from './styles';
import './messages';

const Chart = lazy(() => import('./Chart'));

interface Props {
  menus: readonly MenuItem[];
  /** Who is looking (tenant and user): the figures read are theirs, never another session's. */
  who: string;
  open: (menu: MenuItem) => void;
}


/** A plain click runs the menu's command; a modified click opens the address as the browser does. */
function follow(event: MouseEvent, menu: MenuItem, open: Props['open']): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  open(menu);
}

function Attention({ item, menu, now, who, open }: { item: AttentionItem; menu: MenuItem; now: Date; who: string; open: Props['open'] }) {
  const t = useT();
  const { data, error } = useSWR(['dashboard', who, item.id], () => item.load(now));
  const lang = useSnapshot(language).current;
  const title = item.title[lang];
  const figure = error ? t('dashboard.failed') : !data ? '…' : item.bytes ? formatBytes(data.count) : String(data.count);
  const share = data?.of ? Math.min(100, Math.round((data.count / data.of) * 100)) : undefined;
  return (
    <li>
      <a
        className="attention-item" href={menuHref(menu)} data-testid={`attention-${item.id}`} data-due={data && !item.bytes && data.count > 0 ? '' : undefined}
        onClick={(event) => follow(event, menu, open)}
      >
        {/* Named by what it shows (label-in-name), the title read before the figure drawn above it. */}
        <span className="attention-title">{title}</span>
        <span className="attention-figure">{figure}</span>
        {share !== undefined && data?.of && (
          <>
            <span className="meter" aria-hidden="true"><span style={{ width: `${share}%` }} /></span>
            <span className="attention-note">{t('dashboard.of', { used: formatBytes(data.count), quota: formatBytes(data.of), percent: share })}</span>
          </>
        )}
        {data?.names && data.names.length > 0 && (
          <span className="attention-note" title={data.names.join(', ')}>
            {data.count > data.names.length
              ? t('dashboard.expiringMore', { names: data.names.join(', '), count: data.count })
              : t('dashboard.expiring', { names: data.names.join(', ') })}
          </span>
        )}
        <span className="attention-note">{menuLabel(menu)}</span>
      </a>
    </li>
  );
}

function ChartCard({ chart, menu, now, who, open }: { chart: ReadingChart; menu: MenuItem; now: Date; who: string; open: Props['open'] }) {
  const t = useT();
  const lang = useSnapshot(language).current;
  const { data, error } = useSWR(['dashboard', who, chart.id], () => chart.load(now));
  const empty = data && (data.labels.length === 0 || data.series.every((s) => s.values.every((v) => v === 0)));
  return (
    <div className="chart-card" data-testid={`chart-${chart.id}`}>
      <h3><a href={menuHref(menu)} onClick={(event) => follow(event, menu, open)}>{chart.title[lang]}</a></h3>
      <div className="chart-body">
        {error ? <p className="muted">{t('dashboard.failed')}</p>
          : !data ? <p className="muted">{t('dashboard.loading')}</p>
            : empty ? <p className="muted">{t('dashboard.empty')}</p>
              : <Suspense fallback={<p className="muted">{t('dashboard.loading')}</p>}><Chart data={data} kind={chart.kind} label={chart.title[lang]} /></Suspense>}
      </div>
    </div>
  );
}

export function DashboardView({ menus, who, open }: Props) {
  const t = useT();
  useDashboardStyles();
  // One moment for every figure of the page: "the last 24 hours" and "the last weeks" agree.
  const [now] = useState(() => new Date());
  const items = attentionItems.flatMap((item) => {
    const menu = findMenuByPath(menus, item.path);
    return menu ? [{ item, menu }] : [];
  });
  const charts = readingCharts.flatMap((chart) => {
    const menu = findMenuByPath(menus, chart.path);
    return menu && chart.needs.every((path) => findMenuByPath(menus, path)) ? [{ chart, menu }] : [];
  });
  return (
    <>
      {items.length > 0 && (
        <section aria-labelledby="dashboard-attention">
          <h2 id="dashboard-attention">{t('dashboard.attention')}</h2>
          <ul className="attention-list">
            {items.map(({ item, menu }) => <Attention key={item.id} item={item} menu={menu} now={now} who={who} open={open} />)}
          </ul>
        </section>
      )}
      {charts.length > 0 && (
        <section aria-labelledby="dashboard-reading">
          <h2 id="dashboard-reading">{t('dashboard.reading')}</h2>
          <div className="chart-grid">
            {charts.map(({ chart, menu }) => <ChartCard key={chart.id} chart={chart} menu={menu} now={now} who={who} open={open} />)}
          </div>
        </section>
      )}
    </>
  );
}

