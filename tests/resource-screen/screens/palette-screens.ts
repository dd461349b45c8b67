import { act, configure, getConfig } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { closePalette } from '../../../src/palette/state';
import { giveListAHeight } from '../../palette/helpers';
import { giveTablesASize } from '../gadget';
import { closeToasts } from './round-trip-helpers';

/**
 * The hooks of a file driving whole screens through the palette: tables and the palette's list
 * get a size (happy-dom has no layout), waits are patient (remote options and the screens' code
 * load on first use), and the palette and toasts are closed after each test.
 */
export function preparePaletteScreens(): void {
  let restoreSize: () => void = () => undefined;
  let restoreHeight: () => void = () => undefined;
  const { asyncUtilTimeout } = getConfig();
  beforeAll(() => {
    restoreSize = giveTablesASize(1200, 2000);
    restoreHeight = giveListAHeight();
    configure({ asyncUtilTimeout: 5000 });
  });
  afterAll(() => {
    restoreSize();
    restoreHeight();
    configure({ asyncUtilTimeout });
  });
  afterEach(() => {
    act(() => closePalette());
    closeToasts();
  });
}
