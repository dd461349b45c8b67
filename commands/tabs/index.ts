import { closeLeft, closeRight } from './beside';
import { clearCache } from './clear-cache';
import { closeAll, closeCurrentTab, closeOthers } from './close';
import { nextTab, previousTab } from './cycle';
import { reopenClosedTab } from './reopen';
import { showTab } from './show';

export const tabCommands = [nextTab, previousTab, closeCurrentTab, closeOthers, closeLeft, closeRight, closeAll, showTab, clearCache, reopenClosedTab];
