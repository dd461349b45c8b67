import { paletteGoto } from './goto';
import { paletteMenuSearch } from './menu-search';
import { paletteOpen } from './open';
import { paletteRecordSearch } from './record-search';

export { paletteGoto, paletteMenuSearch, paletteOpen, paletteRecordSearch };

/** The palette's own commands, for the startup list. */
export const paletteCommands = [paletteOpen, paletteMenuSearch, paletteRecordSearch, paletteGoto];
