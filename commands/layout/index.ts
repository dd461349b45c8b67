import { chooseColor } from './color';
import { fullscreen } from './fullscreen';
import { showShortcuts } from './shortcuts';
import { toggleSidebarCommand } from './sidebar';
import { chooseTheme } from './theme';
import { chooseTopMenu } from './top-menu';

export const layoutCommands = [toggleSidebarCommand, chooseTopMenu, chooseTheme, chooseColor, fullscreen, showShortcuts];
