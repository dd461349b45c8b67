import type { AnyCommand } from '../types';
import { paletteGoto } from './goto';
import { paletteMenuSearch } from './menu-search';
import { paletteOpen } from './open';

export { paletteGoto, paletteMenuSearch, paletteOpen };

/** The palette's own commands, for the startup list. */
export const paletteCommands: AnyCommand[] = [paletteOpen, paletteMenuSearch, paletteGoto];
