import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { useT } from '../../i18n';
import '../../i18n/resource';

export interface PagerProps {
  page: number;
  pages: number;
  total: number;
  size: number;
  sizes: readonly number[];
  onPrevious: () => void;
  onNext: () => void;
  onSize: (size: number) => void;
  /** Only the total (tree tables are not paged). */
  totalOnly?: boolean;
}

/** Total, page size and previous/next page, below a table. */
export function Pager({ page, pages, total, size, sizes, onPrevious, onNext, onSize, totalOnly }: PagerProps) {
  const t = useT();
  return (
    <nav className="pager" aria-label={t('crud.pager.label')}>
      <span className="pager-total">{t('crud.pager.total', { total })}</span>
      {!totalOnly && (
        <>
          <Select
            className="pager-size"
            aria-label={t('crud.pager.sizeLabel')}
            value={size}
            onChange={(key) => key !== null && onSize(Number(key))}
          >
            <Button className="select-button"><SelectValue /><span aria-hidden>▾</span></Button>
            <Popover className="popover">
              <ListBox className="menu" items={sizes.map((n) => ({ id: n }))}>
                {(item) => <ListBoxItem className="menu-item" id={item.id}>{t('crud.pager.size', { size: item.id })}</ListBoxItem>}
              </ListBox>
            </Popover>
          </Select>
          <Button className="icon-button" aria-label={t('crud.pager.prev')} isDisabled={page <= 1} onPress={onPrevious}>‹</Button>
          <span className="pager-page" aria-live="polite">{t('crud.pager.page', { page, pages })}</span>
          <Button className="icon-button" aria-label={t('crud.pager.next')} isDisabled={page >= pages} onPress={onNext}>›</Button>
        </>
      )}
    </nav>
  );
}
